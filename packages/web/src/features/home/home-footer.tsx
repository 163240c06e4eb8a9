/** Home section; its feature work replaces this file. */
export function HomeFooter(_props: Record<string, unknown> = {}) {
  return null;
}
