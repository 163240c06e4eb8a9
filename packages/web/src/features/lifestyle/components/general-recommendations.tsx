/** Home section; its feature work replaces this file. */
export function GeneralRecommendations(_props: Record<string, unknown> = {}) {
  return null;
}
