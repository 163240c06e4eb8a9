type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * A catalogue (decision 0050) put together from its areas' messages in one language, in order (a
 * later area's message wins, as with spreads): the shared one and the server's, in English and in
 * French, each from its one list of areas (`catalog/areas.ts`).
 */
export function catalogueOf<A extends Readonly<Record<string, string>>>(areas: readonly A[]): Intersection<A> {
  return Object.assign({}, ...areas) as Intersection<A>;
}
