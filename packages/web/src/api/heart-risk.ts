import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HeartRisk } from '@wellpath/shared/health/wire';
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

/** The CCS 2021 categories in words (never colour alone). */
export const RISK_CATEGORY_TEXT: Record<Category, { label: string; range: string }> = {
  low: { label: 'Low risk', range: 'under 10 %' },
  intermediate: { label: 'Intermediate risk', range: '10 to 19.9 %' },
  high: { label: 'High risk', range: '20 % or more' },
};

/** Colours of the categories; the label is always written beside them. */
export const RISK_CATEGORY_STYLES: Record<Category, string> = {
  low: 'bg-green-50 text-green-800 ring-green-200',
  intermediate: 'bg-amber-50 text-amber-900 ring-amber-300',
  high: 'bg-red-50 text-red-800 ring-red-200',
};

/** "10.4 %": one decimal, as the server rounded it. */
export const formatRisk = (percent: number) => `${percent.toFixed(1)} %`;
