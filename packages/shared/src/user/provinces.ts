/** The 13 Canadian provinces and territories, code -> name. */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export type ProvinceCode = keyof typeof PROVINCES;

/** Their official French names (decision 0050). */
export const PROVINCES_FR: Record<ProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The provinces and territories named in a language (English is the specification's list). */
export function provinceNames(locale: 'en' | 'fr'): Record<ProvinceCode, string> {
  return locale === 'fr' ? PROVINCES_FR : PROVINCES;
}
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

export function isProvinceCode(value: string): value is ProvinceCode {
  return Object.prototype.hasOwnProperty.call(PROVINCES, value);
}
