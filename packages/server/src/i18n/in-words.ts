export function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Every catalogue message of an answer (a string starting with `@@`) in words, for answers that nest them. */
export function inWords<T>(answer: T, word: (text: string) => string): T {
  const go = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith('@@') ? word(value) : value;
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(go);
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = go(v);
    return out;
  };
  return go(answer) as T;
}
