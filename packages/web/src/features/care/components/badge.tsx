import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-blue-50 text-blue-800 ring-blue-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A status as a labelled pill: a word (and an icon), never colour alone. */
export function Badge({ tone, icon: Icon, label, children }: { tone: BadgeTone; icon?: LucideIcon; label?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {Icon && <Icon className="size-3.5" aria-hidden="true" />}
      {label && (
        <span className="sr-only">
          <Trans comment="what a status pill says, before it (Status: Open)">{label}:</Trans>{' '}
        </span>
      )}
      {children}
    </span>
  );
}
