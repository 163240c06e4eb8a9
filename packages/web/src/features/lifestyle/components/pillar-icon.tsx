import { Activity, Apple, Brain, Dumbbell, Heart, Leaf, Moon, Pill, Sun, Users, Zap, type LucideIcon } from 'lucide-react';
import type { PillarIcon as PillarIconName } from '@wellpath/shared/lifestyle/pillars';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

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

const PILL_LOOKS = {
  /** A pillar the member works on. */
  active: {
    link: 'min-h-9 gap-2 bg-teal-50 py-1 font-semibold text-teal-900 ring-1 ring-teal-200 ring-inset hover:bg-teal-100',
    icon: 'size-4',
  },
  /** Any pillar, to choose from. */
  plain: { link: 'gap-1.5 bg-slate-100 py-1.5 font-medium text-slate-800 hover:bg-teal-50', icon: 'size-4 text-teal-700' },
};

/** A pillar's page as a pill: its icon and name. */
export function PillarPill({ pillar, look }: { pillar: { slug: string; icon: string; name: string }; look: keyof typeof PILL_LOOKS }) {
  return (
    <Link
      to={paths.lifestyle.getHref(pillar.slug)}
      className={cn('inline-flex items-center rounded-full px-3 text-sm', PILL_LOOKS[look].link, focusRing)}
    >
      <PillarIcon name={pillar.icon} className={PILL_LOOKS[look].icon} />
      {pillar.name}
    </Link>
  );
}
