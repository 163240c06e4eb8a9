import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

/** Each language named in itself, as Canadian sites do ("Français" on an English page). */
const OTHER: Record<Locale, { locale: Locale; tag: string; name: string; label: string }> = {
  en: { locale: 'fr', tag: 'fr-CA', name: 'Français', label: 'Français : afficher l’application en français' },
  fr: { locale: 'en', tag: 'en-CA', name: 'English', label: 'English: show the app in English' },
};

/**
 * The link to the other language (decision 0050): remembered on the device and, when someone is
 * signed in, on their account; the page then loads again in it. Written in the language it opens
 * (with its `lang`) so a screen reader says it right.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const other = OTHER[i18n.locale === 'fr' ? 'fr' : 'en'];
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      lang={other.tag}
      aria-label={other.label}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void switchLocale(other.locale).finally(() => setBusy(false));
      }}
      className={cn('rounded-md px-2 py-1 text-sm font-medium text-teal-800 underline-offset-4 hover:underline', focusRing, className)}
    >
      {other.name}
    </button>
  );
}
