import { z } from 'zod';
import { msg } from './i18n/message.js';

/**
 * Numbers a person sends (lab values, readings, minutes, tracked values, survey answers). JSON carries
 * numbers no column holds: 1e308 and 3.5e38 overflow PostgreSQL's `real`, 1e-320 underflows it, and
 * Infinity or NaN reach the server from clients that are not JSON.parse. Every field that takes one
 * bounds it here, so a bad number is refused with 400 and a sentence naming the field, before any
 * rule or column sees it.
 */
export interface NumberBounds {
  /** The field's name as a person reads it (a message of the shared catalogue); "Value" when `messages` say it all. */
  label?: string;
  min: number;
  max: number;
  /** A whole number only. */
  whole?: boolean;
  /** At most this many decimal places (a lab value: 6, so 1e-7 is refused, not stored as 0). */
  decimals?: number;
  /** The field's own wording, where its schema already had one (blood pressure, minutes...). */
  messages?: { number?: string; whole?: string; range?: string };
}

/** Whether `value` has at most `decimals` decimal places as written (0.1 + 0.2 counts as 0.3). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (Math.abs(value) >= 1e15) return Number.isInteger(value);
  return Number(value.toFixed(decimals)) === Number(value.toPrecision(15));
}

/** A finite number within the field's bounds, else false: the check of `boundedNumber`, for values that do not come through zod (CSV cells, FHIR quantities). */
export function isWithin(value: number, bounds: Pick<NumberBounds, 'min' | 'max' | 'whole' | 'decimals'>): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= bounds.min &&
    value <= bounds.max &&
    (!bounds.whole || Number.isInteger(value)) &&
    (bounds.decimals === undefined || hasAtMostDecimals(value, bounds.decimals))
  );
}

/** The sentence that refuses `value` for the field, or null when it is fine. */
export function numberProblem(value: unknown, bounds: NumberBounds): string | null {
  const { label = msg('field.value'), min, max, whole, decimals, messages = {} } = bounds;
  if (typeof value !== 'number' || !Number.isFinite(value)) return messages.number ?? msg('validation.numberRequired', { label });
  if (value < min || value > max) return messages.range ?? msg('validation.numberRange', { label, min, max });
  if (whole && !Number.isInteger(value)) return messages.whole ?? msg('validation.wholeNumber', { label });
  if (decimals !== undefined && !hasAtMostDecimals(value, decimals)) return msg('validation.numberDecimals', { label, decimals });
  return null;
}

/** A zod number field bounded as `NumberBounds` says; every problem is one sentence naming the field. */
export function boundedNumber(bounds: NumberBounds) {
  const label = bounds.label ?? msg('field.value');
  const range = bounds.messages?.range ?? msg('validation.numberRange', { label, min: bounds.min, max: bounds.max });
  // min and max are declared as zod checks too, for the API's published schema; the one sentence per
  // problem comes from numberProblem (the error handler drops a repeated sentence).
  return z
    .number({ error: bounds.messages?.number ?? msg('validation.numberRequired', { label }) })
    .min(bounds.min, range)
    .max(bounds.max, range)
    .superRefine((value, ctx) => {
      const problem = numberProblem(value, bounds);
      if (problem && problem !== range) ctx.addIssue({ code: 'custom', message: problem });
    });
}
