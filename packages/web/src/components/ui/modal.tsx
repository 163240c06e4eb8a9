import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from './button';

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Cancel button, Escape and a click outside all call this. */
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** Disables both buttons, e.g. while the confirmed action runs. */
  busy?: boolean;
  /** Disables only the confirm button (nothing to confirm yet); Cancel still closes. */
  confirmDisabled?: boolean;
  /** `lg` for forms (wider panel). */
  size?: 'md' | 'lg';
  /**
   * The body is the dialog's accessible description (a short message). Turn off for a form body,
   * which would otherwise be read out whole when the dialog opens.
   */
  describeBody?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The generic dialog (spec §2 home components): a title, a body, cancel and confirm buttons.
 * Focus moves into it, stays inside while it is open and returns to where it was afterwards.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  title,
  children,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  busy = false,
  confirmDisabled = false,
  size = 'md',
  describeBody = true,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 pb-[calc(1rem+env(safe-area-inset-bottom,0px))] sm:items-center">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={() => !busy && onCancel()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describeBody ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative w-full ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-6 shadow-xl outline-none`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-sm leading-6 text-slate-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy || confirmDisabled} loading={busy}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </div>
      </div>
    </div>
  );
}
