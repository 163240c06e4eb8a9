import type { conditionDetailSchema, conditionSummarySchema } from '@wellpath/shared/health/wire';

type Parsed<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;

export type ConditionSummary = Parsed<typeof conditionSummarySchema>;
export type ConditionDetail = Parsed<typeof conditionDetailSchema>;
