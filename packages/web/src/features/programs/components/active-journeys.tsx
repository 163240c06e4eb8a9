/** Home section; its feature work replaces this file. */
export function ActiveJourneys(_props: Record<string, unknown> = {}) {
  return null;
}
