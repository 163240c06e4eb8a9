import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Download, LayoutGrid, ShieldCheck, Zap } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pageTitle } from '@/config/brand';
import { logger } from '@/lib/logger';
import { InstallInstructions } from '../components/install-instructions';
import { detectPlatform, useIsRunningStandalone } from '../platform';
import { promptInstall } from '../pwa/install-prompt';
import { useInstallPrompt } from '../pwa/use-install-prompt';

const BENEFITS = [
  { icon: LayoutGrid, title: msg`One tap away`, text: msg`Open WellPath from your home screen, dock or taskbar, in its own window.` },
  {
    icon: Zap,
    title: msg`Quick to open`,
    text: msg`The app’s screens are kept on your device, so it starts fast even on a slow connection.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Erased when you log out`,
    // What the device keeps (decision 0038) and that logging out erases it (issue 32): said as it is.
    text: msg`To work without a connection, the app keeps a copy of what you last saw on this device for up to 7 days (your readings, results, programmes, survey answers and messages) and the days you track offline until they are sent. Logging out erases all of it.`,
  },
];

/** /download-app: install the web app, with the browser's own prompt where it exists and instructions elsewhere. */
export function DownloadAppPage() {
  const { t } = useLingui();
  const standalone = useIsRunningStandalone();
  const { prompt, installed } = useInstallPrompt();
  const [platform] = useState(() => detectPlatform());
  const [outcome, setOutcome] = useState<'dismissed' | 'failed' | null>(null);
  const [installing, setInstalling] = useState(false);

  async function install() {
    setOutcome(null);
    setInstalling(true);
    try {
      const result = await promptInstall();
      if (result === 'dismissed') setOutcome('dismissed');
    } catch (error) {
      logger.warn('The install prompt failed', { error });
      setOutcome('failed');
    } finally {
      setInstalling(false);
    }
  }

  const isInstalled = standalone || installed;

  return (
    <div className="space-y-10">
      <title>{pageTitle(t`Download App`)}</title>
      <header className="flex items-start gap-4">
        <BrandMark className="size-12 rounded-xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Download App</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            <Trans>
              Install WellPath on your phone, tablet or computer and open it like any other app. No app store needed, and it updates itself.
            </Trans>
          </p>
        </div>
      </header>

      <section aria-labelledby="install-heading">
        <h2 id="install-heading" className="sr-only">
          <Trans>Install WellPath</Trans>
        </h2>
        <div aria-live="polite">
          {isInstalled ? (
            <Card className="flex items-start gap-4 p-5 sm:p-6" data-testid="installed-status">
              <CircleCheck className="size-7 shrink-0 text-green-700" aria-hidden="true" />
              <div>
                <p className="text-lg font-semibold text-slate-900">
                  <Trans>WellPath is installed on this device</Trans>
                </p>
                <p className="mt-1 text-slate-600">
                  {standalone
                    ? t`You are using the app right now. Open it any time from its icon.`
                    : t`Open it from your home screen, dock or list of apps.`}
                </p>
              </div>
            </Card>
          ) : prompt ? (
            <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <div>
                <p className="text-lg font-semibold text-slate-900">
                  <Trans>Your browser can install WellPath</Trans>
                </p>
                <p className="mt-1 text-slate-600">
                  <Trans>It takes a second and you can remove it at any time.</Trans>
                </p>
              </div>
              <Button size="lg" className="shrink-0" onClick={() => void install()} loading={installing} disabled={installing}>
                {!installing && <Download className="size-5" aria-hidden="true" />}
                <Trans>Install WellPath</Trans>
              </Button>
            </Card>
          ) : (
            <Card className="p-5 sm:p-6">
              <p className="text-lg font-semibold text-slate-900">
                <Trans>Add WellPath to your device</Trans>
              </p>
              <p className="mt-1 text-slate-600">
                {outcome === 'dismissed'
                  ? t`No problem. You can still install WellPath later by following the steps below.`
                  : outcome === 'failed'
                    ? t`Your browser could not show its install window. Follow the steps below instead.`
                    : t`Follow the steps for your device below. It takes less than a minute.`}
              </p>
            </Card>
          )}
        </div>
      </section>

      <Benefits />

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-xl font-semibold text-slate-900">
          {isInstalled ? t`Install it on your other devices` : t`How to install`}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Use the same e-mail and password to log in on every device.</Trans>
        </p>
        <div className="mt-4">
          <InstallInstructions platform={platform} />
        </div>
      </section>
    </div>
  );
}

/** "Why install it": what the installed app does that a tab does not. */
function Benefits() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Why install it</Trans>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title.id}>
            <Card className="h-full p-5">
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">{i18n._(title)}</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">{i18n._(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
