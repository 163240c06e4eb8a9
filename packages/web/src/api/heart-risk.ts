import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roundHalfUp } from '@wellpath/shared/health/heart-risk';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { formatNumber } from '@/lib/i18n/format';
import { apiQuery } from './resources';

/**
 * The member's heart risk estimate (`GET /api/healthtracking/heart-risk`), read by the home card and
 * the heart risk page. `systolic` is a value the member typed, used only without a 7-day home average.
 */
export function useHeartRiskQuery(systolic?: number) {
  return useQuery({
    ...apiQuery('GET /healthtracking/heart-risk', systolic === undefined ? {} : { query: { systolic } }),
    placeholderData: keepPreviousData,
  });
}

type Category = NonNullable<HeartRisk['category']>;

const CATEGORY_MESSAGES: Record<Category, { label: MessageDescriptor; range: MessageDescriptor }> = {
  low: { label: msg`Low risk`, range: msg`under 10 %` },
  intermediate: { label: msg`Intermediate risk`, range: msg`10 to 19.9 %` },
  high: { label: msg`High risk`, range: msg`20 % or more` },
};

/** One category's words, read in the active language each time they are used (never at import). */
function categoryText(category: Category): { readonly label: string; readonly range: string } {
  return {
    get label() {
      return i18n._(CATEGORY_MESSAGES[category].label);
    },
    get range() {
      return i18n._(CATEGORY_MESSAGES[category].range);
    },
  };
}

/** The CCS 2021 categories in words (never colour alone), in the app's language. */
export const RISK_CATEGORY_TEXT: Record<Category, { readonly label: string; readonly range: string }> = {
  low: categoryText('low'),
  intermediate: categoryText('intermediate'),
  high: categoryText('high'),
};

/** Colours of the categories; the label is always written beside them. */
export const RISK_CATEGORY_STYLES: Record<Category, string> = {
  low: 'bg-green-50 text-green-800 ring-green-200',
  intermediate: 'bg-amber-50 text-amber-900 ring-amber-300',
  high: 'bg-red-50 text-red-800 ring-red-200',
};

/** "10.5 %" ("10,5 %"): the server's two decimals rounded half up to one as the server did to read the category (presentedRisk). */
export const formatRisk = (percent: number) => {
  const value = formatNumber(roundHalfUp(percent, 1), { min: 1, max: 1 });
  return t({ message: `${value} %`, comment: 'a 10-year heart risk in percent' });
};

/** A heart age in words in the app's language: "57", "over 80", "under 30" (the server's `text` is English). */
export function heartAgeText(heartAge: NonNullable<HeartRisk['heartAge']>): string {
  const { years, text } = heartAge;
  if (text === String(years)) return text;
  return years >= 80
    ? t({ message: `over ${years}`, comment: 'a heart age beyond the range shown (over 80)' })
    : t({ message: `under ${years}`, comment: 'a heart age below the range shown (under 30)' });
}
