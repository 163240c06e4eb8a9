// The programme limit without the wire schemas (zod), for the web app's home (decision 0045); wire.ts exports it too.

export const PROGRAM_LIMIT = 2;
export const PROGRAM_LIMIT_CODE = 'PROGRAM_LIMIT_REACHED';
