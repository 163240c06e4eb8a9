import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roundHalfUp } from '@wellpath/shared/health/heart-risk';
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

/**
 * "10.5 %" ("10,5 %"): the server's two decimals rounded half up to one with the rounding the server
 * read the category from (presentedRisk), not left to the engine's own: 9.95 shows as 10.0 %,
 * intermediate.
 */
export const formatRisk = (percent: number) => `${formatNumber(roundHalfUp(percent, 1), { min: 1, max: 1 })} %`;
