/** Awaits an object's promises side by side: the same names, each with its promise's value. */
export async function awaitAll<T extends Record<string, PromiseLike<unknown>>>(promises: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(promises));
  return Object.fromEntries(Object.keys(promises).map((name, i) => [name, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}
