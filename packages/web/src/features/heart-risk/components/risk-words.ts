import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { formatNumber } from '@/lib/i18n/format';

type Category = NonNullable<HeartRisk['category']>;

/** The CCS 2021 categories in words (never colour alone), shown with `i18n._`. */
export const RISK_CATEGORY_WORDS: Record<Category, { label: MessageDescriptor; inSentence: MessageDescriptor; range: MessageDescriptor }> =
  {
    low: { label: msg`Low risk`, inSentence: msg`low risk`, range: msg`under 10 %` },
    intermediate: { label: msg`Intermediate risk`, inSentence: msg`intermediate risk`, range: msg`10 to 19.9 %` },
    high: { label: msg`High risk`, inSentence: msg`high risk`, range: msg`20 % or more` },
  };

/** "10.4 %" ("10,4 %"): one decimal, as the server rounded it. */
export const formatRisk = (percent: number) => `${formatNumber(percent, { min: 1, max: 1 })} %`;
