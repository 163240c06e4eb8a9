import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

const tones = {
  /** Nothing yet, and nothing to do about it. */
  muted: 'text-slate-500',
  /** Nothing yet, and the screen invites the member to add the first. */
  brand: 'text-teal-700',
};

/** Stands in for a list that is empty: an icon and one sentence saying why, or what to do. */
export function EmptyCard({ icon: Icon, tone = 'muted', children }: { icon: LucideIcon; tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-5 text-sm">
      <Icon className={`size-6 shrink-0 ${tones[tone]}`} aria-hidden="true" />
      <p className="text-slate-700">{children}</p>
    </Card>
  );
}
