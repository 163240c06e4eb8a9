import { Trans, useLingui } from '@lingui/react/macro';
import { Undo2, X } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/class-names';
import { focusRingInverted } from './focus-ring';

/** How long an undo is offered: long enough to read the line and reach the button. */
export const UNDO_SECONDS = 8;

/** What can be undone: the line to show and what Undo takes back. */
export interface UndoOffer {
  /** Tells one offer from the next (a new one starts the time again). */
  id: string;
  /** What just happened, e.g. "Marked complete: Walk daily." */
  message: string;
  /** Undo's accessible name, saying what it takes back, e.g. "Undo Mark Complete for Walk daily". */
  undoLabel: string;
}

interface UndoToastProps {
  /** The offer on screen; null: none (the live region stays, empty, so the next one is read out). */
  offer: UndoOffer | null;
  onUndo: () => void;
  /** The time ran out, or the member closed it (Close or Escape). */
  onDismiss: () => void;
  /** Disables Undo while it is being carried out, and holds the time. */
  busy?: boolean;
}

/**
 * "Done. Undo": a line at the bottom of the screen for UNDO_SECONDS, read out (role=status), with
 * an Undo button reached by Tab right after the list it belongs to (render it there). The time
 * stops while the pointer is over it or focus is in it (WCAG 2.2.1), Escape closes it, and focus
 * goes back to where it came from when it closes under the keyboard.
 *
 * Its bottom offset reads `--bottom-inset` (styles.css: the phone's tab bar and safe area), so it sits above the tab bar.
 */
export function UndoToast({ offer, onUndo, onDismiss, busy = false }: UndoToastProps) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 z-40 flex justify-center px-4"
      style={{ bottom: 'calc(1rem + var(--bottom-inset, 0px))' }}
    >
      {offer && <ToastCard key={offer.id} offer={offer} onUndo={onUndo} onDismiss={onDismiss} busy={busy} />}
    </div>
  );
}

function ToastCard({ offer, onUndo, onDismiss, busy }: { offer: UndoOffer; onUndo: () => void; onDismiss: () => void; busy: boolean }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(UNDO_SECONDS * 1000);
  const cameFrom = useRef<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const timeUp = useEffectEvent(() => onDismiss());
  const paused = hovered || focused || busy;

  // Counts down only while nothing holds it; what is left carries over a pause.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(timeUp, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);

  // Closing with focus inside: focus goes back to where it was before it came in (a layout effect:
  // its cleanup runs while the toast is still in the document).
  useLayoutEffect(() => {
    const node = box.current;
    return () => {
      if (node?.contains(document.activeElement) && cameFrom.current?.isConnected) cameFrom.current.focus();
    };
  }, []);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (!focused && event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget))
      cameFrom.current = event.relatedTarget;
    setFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  }

  return (
    // The keys reach it through its buttons; Escape is a shortcut for Close.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={box}
      data-testid="undo-toast"
      className="pointer-events-auto flex w-full max-w-md items-center gap-3 overflow-hidden rounded-xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <p className="min-w-0 flex-1 py-1.5">{offer.message}</p>
      <button
        type="button"
        onClick={onUndo}
        disabled={busy}
        aria-label={offer.undoLabel}
        className={cn(
          'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 font-semibold text-teal-200 hover:bg-white/10 disabled:opacity-60',
          focusRingInverted,
        )}
      >
        <Undo2 className="size-4" aria-hidden="true" />
        <Trans>Undo</Trans>
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t`Close`}
        className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10', focusRingInverted)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
