/** A name matches a search when every word typed starts a word of it, accents and case aside ("ator" finds Atorvastatin, "insuline gla" Insuline glargine). */
export function matchesSearch(names: readonly string[], typed: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  return names.some((name) => {
    const parts = fold(name).split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => parts.some((p) => p.startsWith(w)));
  });
}
