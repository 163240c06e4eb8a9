import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { formatPercent } from '@/lib/i18n/format';

type DurationUnit = Program['duration_unit'];

/** "8 weeks", "1 month", "30 days". */
export function formatDuration(duration: number, unit: DurationUnit): string {
  if (unit === 'weeks') return t`${plural(duration, { one: '# week', other: '# weeks' })}`;
  if (unit === 'months') return t`${plural(duration, { one: '# month', other: '# months' })}`;
  return t`${plural(duration, { one: '# day', other: '# days' })}`;
}

export function formatLevel(level: string | null | undefined): string | null {
  if (level === 'beginner') return t`Beginner`;
  if (level === 'intermediate') return t`Intermediate`;
  if (level === 'advanced') return t`Advanced`;
  return level ? level.charAt(0).toUpperCase() + level.slice(1) : null;
}

export function typeLabel(type: Program['type']): string {
  return type === 'exercise' ? t`Exercise program` : t`Standard program`;
}

/** "Exercise program · Beginner" or "Standard program". */
export function typeAndLevel(program: { type: Program['type']; level?: string | null }): string {
  const level = program.type === 'exercise' ? formatLevel(program.level) : null;
  return level ? `${typeLabel(program.type)} · ${level}` : typeLabel(program.type);
}

export const MEMBER_STATUS_LABELS: Record<Program['member_status'], MessageDescriptor> = {
  available: msg`Available`,
  active: msg`In progress`,
  completed: msg`Completed`,
  left: msg({ message: 'Left', context: 'programme status' }),
};

export const RUN_STATUS_LABELS: Record<ProgramProgress['status'], MessageDescriptor> = {
  active: msg`In progress`,
  completed: msg`Completed`,
  left: msg({ message: 'Left', context: 'programme status' }),
};

/** 0-1 -> "75%" ("75 %" in French). */
export function formatAdherence(adherence: number): string {
  return formatPercent(Math.round(Math.min(1, Math.max(0, adherence)) * 100) / 100);
}

/** "75%", or "Not yet" while no day or week has been counted (the first one is still open). */
export function adherenceValue(progress: Pick<ProgramProgress, 'adherence' | 'periods_counted'>): string {
  return progress.periods_counted === 0 ? t`Not yet` : formatAdherence(progress.adherence);
}

export function pluralDays(n: number): string {
  return t`${plural(n, { one: '# day', other: '# days' })}`;
}
