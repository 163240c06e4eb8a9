import type { AnswerValue } from './engine.js';
import type { PublicQuestion } from './wire.js';

/**
 * An answer in words: option texts, a number with its unit, a scale value with its end label, or
 * the text written. The member's history page and the care team's view of a member both show it.
 */
export function describeAnswer(q: PublicQuestion, value: AnswerValue | undefined): string {
  if (value === undefined) return 'Not answered';
  if (q.type === 'single_choice' || q.type === 'multi_choice') {
    const keys = Array.isArray(value) ? value : [String(value)];
    return keys.map((k) => q.options?.find((o) => o.key === k)?.text ?? k).join(', ');
  }
  if (q.type === 'number') return q.unit ? `${String(value)} ${q.unit}` : String(value);
  if (q.type === 'scale' && typeof value === 'number') {
    const label = value === q.min ? q.min_label : value === q.max ? q.max_label : undefined;
    return label ? `${value} (${label})` : String(value);
  }
  return String(value);
}
