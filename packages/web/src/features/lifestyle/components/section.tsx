import type { ReactNode } from 'react';

/** A titled block of a lifestyle screen; `id` is its anchor (the heading's id is derived from it). */
export function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20">
      <div className="mb-4">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
