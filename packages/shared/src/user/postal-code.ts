/** Canadian postal code auto-format (§5): upper-case, alphanumerics only, 6 characters, space after the 3rd. */
export function formatPostalCode(input: string): string {
  const clean = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return clean.length > 3 ? `${clean.slice(0, 3)} ${clean.slice(3)}` : clean;
}

/** Letters D, F, I, O, Q, U never appear; W and Z never lead (Canada Post). */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}
