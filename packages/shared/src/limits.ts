/** Field limits used by both the server schemas and the forms. */
export const LIMITS = {
  email: 254,
  name: 100,
  street: 200,
  city: 100,
  token: 200,
} as const;
