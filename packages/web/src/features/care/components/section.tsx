import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';

interface SectionProps {
  /** The section's anchor (the page's "On this page" links lead to it). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One part of a long page: an h2, a line of help, the content. */
export function Section({ id, title, description, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}

interface LoadedSectionProps<T> extends Omit<SectionProps, 'children'> {
  /** The query that brings the section's content (a TanStack Query result fits). */
  query: Parameters<typeof AsyncSection<T>>[0]['query'] & Parameters<typeof RetryError>[0]['query'];
  /** While it loads: what is loading, for screen readers, and the skeleton's shapes. */
  loading: { label: string; shapes: string[] };
  /** What a failed load says (with Try again). */
  failed: string;
  children: (data: T) => ReactNode;
}

/** A section of what one query brings: a skeleton while it loads, a retry when it fails, then the content. */
export function LoadedSection<T>({ query, loading, failed, children, ...section }: LoadedSectionProps<T>) {
  return (
    <Section {...section}>
      <AsyncSection
        query={query}
        loading={<SkeletonGroup label={loading.label} shapes={loading.shapes} />}
        error={<RetryError query={query}>{failed}</RetryError>}
      >
        {children}
      </AsyncSection>
    </Section>
  );
}

/** What a section says when it has nothing to show. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-5 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{children}</p>;
}

/** Back to the list a page was opened from, above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="inline-flex items-center gap-1 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </TextLink>
  );
}

/** Names shown as tags (a member's pillars, their conditions); `tone` says which kind. */
export function TagList({ items, tone = 'neutral' }: { items: Array<{ key: string; name: string }>; tone?: 'brand' | 'neutral' }) {
  const look = tone === 'brand' ? 'bg-teal-50 text-teal-900 ring-teal-200' : 'bg-white text-slate-800 ring-slate-300';
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key} className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${look}`}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
