// Without the wire schemas (zod), for the web app's member layout (decision 0045); categories.ts exports it too.

/** The path a category links to (§3). */
export function educationCategoryPath(id: string): string {
  return `/education/category/${id}`;
}
