import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { CardHeading } from './card-heading';

/** Each language named in itself, with its tag so a screen reader says it right. */
const CHOICES: ReadonlyArray<{ locale: Locale; tag: string; name: string }> = [
  { locale: 'en', tag: 'en-CA', name: 'English' },
  { locale: 'fr', tag: 'fr-CA', name: 'Français' },
];

/**
 * "Language" on the profile (decision 0050): the app's language and that of the e-mails the member
 * gets, saved on the account (`PUT /user/language`, through `switchLocale`) and on this device; the
 * page then loads again in it. `reload` is for tests.
 */
export function LanguageCard({ reload }: { reload?: () => void }) {
  const { i18n } = useLingui();
  const current: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const [chosen, setChosen] = useState<Locale>(current);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    void switchLocale(chosen, reload ? { reload } : undefined).finally(() => setBusy(false));
  }

  return (
    <Card className="p-6">
      <CardHeading icon={Languages} id="language-heading">
        <Trans>Language</Trans>
      </CardHeading>
      <p id="language-hint" className="mt-2 text-sm text-slate-600">
        <Trans>The language of the app on all your devices and of the e-mails we send you.</Trans>
      </p>
      <form onSubmit={onSubmit} aria-labelledby="language-heading" className="mt-5">
        <fieldset disabled={busy} aria-describedby="language-hint" className="space-y-3">
          <legend className="sr-only">
            <Trans>Language</Trans>
          </legend>
          {CHOICES.map((choice) => (
            <label key={choice.locale} className="flex min-h-11 items-center gap-3 text-base text-slate-900">
              <input
                type="radio"
                name="language"
                value={choice.locale}
                checked={chosen === choice.locale}
                onChange={() => setChosen(choice.locale)}
                className={cn('size-5 shrink-0 accent-teal-700', focusRing)}
              />
              <span lang={choice.tag}>{choice.name}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="mt-5" loading={busy} disabled={busy || chosen === current}>
          <Trans>Save Language</Trans>
        </Button>
      </form>
    </Card>
  );
}
