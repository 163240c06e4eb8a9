import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface SectionProps {
  id: string;
  title: string;
  description: string;
  /** Says the description from the small-screen breakpoint up only (a short dashboard on a phone). */
  descriptionFromSmall?: boolean;
  children: ReactNode;
}

/** A titled block of a lifestyle screen; `id` is its anchor (the heading's id is derived from it). */
export function Section({ id, title, description, descriptionFromSmall = false, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20">
      <div className="mb-4">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className={cn('mt-1 text-sm text-slate-600', descriptionFromSmall && 'hidden sm:block')}>{description}</p>
      </div>
      {children}
    </section>
  );
}
