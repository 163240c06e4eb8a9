import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A profile card's heading: its icon in a round badge, and the `h2` the card is labelled by. */
export function CardHeading({ icon: Icon, id, children }: { icon: LucideIcon; id: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {children}
      </h2>
    </div>
  );
}
