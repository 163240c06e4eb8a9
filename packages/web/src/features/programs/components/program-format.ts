import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';

type DurationUnit = Program['duration_unit'];

/** "8 weeks", "1 month", "30 days". */
export function formatDuration(duration: number, unit: DurationUnit): string {
  const singular = unit.slice(0, -1);
  return `${duration} ${duration === 1 ? singular : unit}`;
}

export function formatLevel(level: string | null | undefined): string | null {
  return level ? level.charAt(0).toUpperCase() + level.slice(1) : null;
}

export function typeLabel(type: Program['type']): string {
  return type === 'exercise' ? 'Exercise program' : 'Standard program';
}

/** "Exercise program · Beginner" or "Standard program". */
export function typeAndLevel(program: { type: Program['type']; level?: string | null }): string {
  const level = program.type === 'exercise' ? formatLevel(program.level) : null;
  return level ? `${typeLabel(program.type)} · ${level}` : typeLabel(program.type);
}

export const MEMBER_STATUS_LABELS: Record<Program['member_status'], string> = {
  available: 'Available',
  active: 'In progress',
  completed: 'Completed',
  left: 'Left',
};

export const RUN_STATUS_LABELS: Record<ProgramProgress['status'], string> = {
  active: 'In progress',
  completed: 'Completed',
  left: 'Left',
};

/** 0-1 -> "75%". */
export function formatAdherence(adherence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, adherence)) * 100)}%`;
}

/** "75%", or "Not yet" while no day or week has been counted (the first one is still open). */
export function adherenceValue(progress: Pick<ProgramProgress, 'adherence' | 'periods_counted'>): string {
  return progress.periods_counted === 0 ? 'Not yet' : formatAdherence(progress.adherence);
}

export function pluralDays(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}
