import { Dumbbell, Footprints, HeartPulse, RefreshCw, Waves, type LucideProps } from 'lucide-react';
import type { ExerciseCategory } from '../api/exercises';

const ICONS = { strength: Dumbbell, cardio: HeartPulse, flexibility: Waves, balance: Footprints, mobility: RefreshCw } as const;

export function CategoryIcon({ category, ...props }: { category: ExerciseCategory } & LucideProps) {
  const Icon = ICONS[category] ?? Dumbbell;
  return <Icon aria-hidden="true" {...props} />;
}
