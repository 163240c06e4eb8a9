import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Check } from 'lucide-react';
import type { BandTone } from '@wellpath/shared/health/definition';
import type { BloodResult, ResultBand } from '@wellpath/shared/health/wire';
import { cn } from '@/lib/class-names';

export type MarkerStatus = BloodResult['status'];

export const STATUS_STYLES: Record<MarkerStatus, { label: MessageDescriptor; badge: string; dot: string; Icon: typeof Check }> = {
  high: {
    label: msg({ message: 'High', context: 'blood result' }),
    badge: 'bg-red-50 text-red-800 ring-red-200',
    dot: 'bg-red-700',
    Icon: ArrowUp,
  },
  low: {
    label: msg({ message: 'Low', context: 'blood result' }),
    badge: 'bg-amber-50 text-amber-900 ring-amber-300',
    dot: 'bg-amber-600',
    Icon: ArrowDown,
  },
  normal: {
    label: msg({ message: 'Normal', context: 'blood result' }),
    badge: 'bg-green-50 text-green-800 ring-green-200',
    dot: 'bg-green-700',
    Icon: Check,
  },
};

/** The colours of a band's tone (always shown with the band's label). */
export const TONE_STYLES: Record<BandTone, { badge: string; dot: string }> = {
  normal: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-700' },
  info: { badge: 'bg-sky-50 text-sky-900 ring-sky-200', dot: 'bg-sky-700' },
  caution: { badge: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-600' },
  danger: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-700' },
};

/**
 * A band's name in the reader's language. Bands come from the server in the reader's language (a
 * reference range's « Bas » / « Normal » / « Élevé » too, decision 0124); an answer in English (a
 * reading kept from before the language changed) names a reference range's bands Low / Normal / High
 * (shared markers.ts), the status words, shown as this screen words them.
 */
export function useBandLabel(): (band: ResultBand | Pick<ResultBand, 'label'>, status: MarkerStatus) => string {
  const { i18n } = useLingui();
  return (band, status) => {
    const english = STATUS_STYLES[status].label.message;
    return band.label === english ? i18n._(STATUS_STYLES[status].label) : band.label;
  };
}

/** The dot colour of a value: its band's tone, or its status when the server sent no band. */
export function valueDotClass(status: MarkerStatus, band?: ResultBand): string {
  return band ? TONE_STYLES[band.tone].dot : STATUS_STYLES[status].dot;
}

/**
 * Where a value falls: the band's name ("Prediabetes range") in its tone, or High, Low or Normal, with
 * an arrow or tick for the status. A word and an icon, never colour alone.
 */
export function StatusBadge({ status, band, className }: { status: MarkerStatus; band?: ResultBand; className?: string }) {
  const style = STATUS_STYLES[status];
  const { i18n } = useLingui();
  const bandLabel = useBandLabel();
  return (
    <span
      data-status={status}
      data-band={band?.key}
      data-tone={band?.tone}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        band ? TONE_STYLES[band.tone].badge : style.badge,
        className,
      )}
    >
      <style.Icon className="size-3.5" aria-hidden="true" />
      {band ? bandLabel(band, status) : i18n._(style.label)}
    </span>
  );
}
