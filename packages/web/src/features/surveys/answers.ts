import { describeAnswer as sharedDescribeAnswer } from '@wellpath/shared/surveys/describe-answer';
import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';
import { visibleQuestions as sharedVisibleQuestions, type AnswerValue, type Answers } from '@wellpath/shared/surveys/engine';
import type { PublicQuestion } from '@wellpath/shared/surveys/wire';

/** The questions shown for these answers, by the shared engine's branching rule. */
export function visibleQuestions(questions: readonly PublicQuestion[], answers: Answers): PublicQuestion[] {
  return sharedVisibleQuestions({ questions }, answers);
}

export function isBlank(value: AnswerValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * How many questions this survey will ask, seen from `step`: the questions shown now, and those whose
 * condition waits on a question not answered yet (a required one at `step` or any one after it). So the
 * counter never reads "1 of 1" with a Submit button when more questions follow an answer not given yet.
 * An optional question left blank at `step` hides what depends on it, as pressing Next would.
 */
export function expectedQuestionCount(questions: readonly PublicQuestion[], answers: Answers, step: number): number {
  const visible = visibleQuestions(questions, answers);
  const shown = new Set(visible.map((q) => q.key));
  const open = new Set(visible.filter((q, i) => i >= step && isBlank(answers[q.key]) && (i > step || q.required)).map((q) => q.key));
  let count = visible.length;
  for (const q of questions) {
    if (shown.has(q.key) || !q.show_if || !open.has(q.show_if.question)) continue;
    open.add(q.key);
    count += 1;
  }
  return count;
}

/** Only the answers that count: those to visible questions, without blanks. Hidden answers are never sent. */
export function answersToSend(questions: readonly PublicQuestion[], answers: Answers): Answers {
  const visible = new Set(visibleQuestions(questions, answers).map((q) => q.key));
  return Object.fromEntries(Object.entries(answers).filter(([k, v]) => visible.has(k) && !isBlank(v)));
}

/** Why an answer cannot be accepted yet, in words for the member; null when it is fine. */
export function answerProblem(q: PublicQuestion, value: AnswerValue | undefined): string | null {
  if (isBlank(value)) return q.required ? t`Please answer this question to continue.` : null;
  switch (q.type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return t`Please enter a number.`;
      // Bounds with their unit, as the reader writes numbers ("5,5 kg" in French).
      const bound = (n: number) => (q.unit ? `${formatNumber(n)} ${q.unit}` : formatNumber(n));
      if (q.min !== undefined && q.max !== undefined && (value < q.min || value > q.max)) {
        const min = formatNumber(q.min);
        const max = bound(q.max);
        return t`Please enter a number from ${min} to ${max}.`;
      }
      if (q.min !== undefined && value < q.min) {
        const min = bound(q.min);
        return t`Please enter ${min} or more.`;
      }
      if (q.max !== undefined && value > q.max) {
        const max = bound(q.max);
        return t`Please enter ${max} or less.`;
      }
      const step = q.step ?? 1;
      const base = q.min ?? 0;
      if (Math.abs((value - base) / step - Math.round((value - base) / step)) > 1e-9) {
        const steps = formatNumber(step);
        return step === 1 ? t`Please enter a whole number.` : t`Please enter a number in steps of ${steps}.`;
      }
      return null;
    }
    case 'text':
      if (typeof value === 'string' && q.max_length !== undefined && value.length > q.max_length) {
        const maxLength = q.max_length;
        return t`Please keep your answer to ${plural(maxLength, { one: '# character or fewer', other: '# characters or fewer' })}.`;
      }
      return null;
    case 'multi_choice': {
      if (!Array.isArray(value)) return t`Please choose from the list.`;
      const exclusive = q.options?.find((o) => o.exclusive && value.includes(o.key));
      if (exclusive) {
        const option = exclusive.text;
        if (value.length > 1) return t`"${option}" cannot be combined with other choices.`;
      }
      return null;
    }
    default:
      return null;
  }
}

/** Ticking or unticking a multi_choice option: an exclusive option ("None of these") clears the others, and the others clear it. */
export function toggleOption(q: PublicQuestion, current: AnswerValue | undefined, optionKey: string, checked: boolean): string[] {
  const picked = Array.isArray(current) ? current : [];
  if (!checked) return picked.filter((k) => k !== optionKey);
  const option = q.options?.find((o) => o.key === optionKey);
  if (option?.exclusive) return [optionKey];
  const exclusiveKeys = new Set((q.options ?? []).filter((o) => o.exclusive).map((o) => o.key));
  const next = new Set([...picked.filter((k) => !exclusiveKeys.has(k)), optionKey]);
  // Kept in the order the options are listed, whatever order they were ticked in.
  return (q.options ?? []).map((o) => o.key).filter((k) => next.has(k));
}

/**
 * An answer in words, as the care team's view of a member says it (shared), with numbers as the
 * reader writes them and "Not answered" in the app's language.
 */
export function describeAnswer(q: PublicQuestion, value: AnswerValue | undefined): string {
  if (value === undefined) return t`Not answered`;
  if (q.type === 'number' && typeof value === 'number') return q.unit ? `${formatNumber(value)} ${q.unit}` : formatNumber(value);
  return sharedDescribeAnswer(q, value);
}
