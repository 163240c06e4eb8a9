/**
 * The sign written before a censored value: "< 0.3", "≥ 60". Its own module: a value's text (the
 * home's critical results) needs it without the chart's code (issue 39).
 */
export const CENSORED_SIGNS = { '<': '<', '<=': '≤', '>=': '≥', '>': '>' } as const;
