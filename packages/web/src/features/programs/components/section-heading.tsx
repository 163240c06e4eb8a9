import type { ReactNode } from 'react';

/** A card's heading on the programme page, with its icon. */
export function SectionHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
      <span className="text-teal-700">{icon}</span>
      {children}
    </h2>
  );
}
