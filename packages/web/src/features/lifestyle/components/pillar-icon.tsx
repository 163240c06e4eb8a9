import { Activity, Apple, Brain, Dumbbell, Heart, Leaf, Moon, Pill, Sun, Users, Zap, type LucideIcon } from 'lucide-react';
import type { PillarIcon as PillarIconName } from '@wellpath/shared/lifestyle/pillars';

const icons: Record<PillarIconName, LucideIcon> = {
  moon: Moon,
  brain: Brain,
  apple: Apple,
  pill: Pill,
  dumbbell: Dumbbell,
  users: Users,
  heart: Heart,
  activity: Activity,
  sun: Sun,
  leaf: Leaf,
  zap: Zap,
};

/** The lucide icon a pillar names (§3); unknown names fall back to a leaf. */
export function PillarIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name as PillarIconName] ?? Leaf;
  return <Icon className={className} aria-hidden="true" />;
}
