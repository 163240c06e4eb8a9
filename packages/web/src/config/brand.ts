/** The product name shown in the brand link and page titles. */
export const APP_NAME = 'WellPath';

/** Page title in the form "Login · WellPath". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
