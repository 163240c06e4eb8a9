/** Field limits used by both the server schemas and the forms. */
export const LIMITS = {
  email: 254,
  name: 100,
  street: 200,
  city: 100,
  token: 200,
  /** An identifier or slug in a path or query. */
  id: 100,
  requestTopic: 120,
  requestMessage: 2000,
} as const;
