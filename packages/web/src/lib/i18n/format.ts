import { i18n } from '@lingui/core';

/**
 * Numbers in the app's language (decision 0050): "5.2" and "1,250" in English, "5,2" and "1 250" in
 * French, percentages "64%" / "64 %". One formatter per language and options, made on first use.
 */
const made = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/** A measured value as the reader writes numbers; `digits` fixes the decimals shown (at most, by default). */
export function formatNumber(value: number, digits?: { min?: number; max?: number }): string {
  return numberFormat({ minimumFractionDigits: digits?.min ?? 0, maximumFractionDigits: digits?.max ?? 2 }).format(value);
}

/** A share from 0 to 1 as a whole percentage: "64%", "64 %". */
export function formatPercent(share: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share);
}
