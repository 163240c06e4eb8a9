import type { ReactNode } from 'react';

/** A home-screen section's heading, with what goes beside it (a link, a date) on the same line when it fits. */
export function SectionTitle({ id, title, aside }: { id: string; title: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {aside}
    </div>
  );
}
