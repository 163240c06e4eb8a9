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
  { icon: LayoutGrid, title: 'One tap away', text: 'Open WellPath from your home screen, dock or taskbar, in its own window.' },
  { icon: Zap, title: 'Quick to open', text: 'The app’s screens are kept on your device, so it starts fast even on a slow connection.' },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your health information always comes from the clinic’s secure server and is never stored on the device for offline use.',
  },
];

/** /download-app: install the web app, with the browser's own prompt where it exists and instructions elsewhere. */
export function DownloadAppPage() {
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
      <title>{pageTitle('Download App')}</title>
      <header className="flex items-start gap-4">
        <BrandMark className="size-12 rounded-xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Download App</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Install WellPath on your phone, tablet or computer and open it like any other app. No app store needed, and it updates itself.
          </p>
        </div>
      </header>

      <section aria-labelledby="install-heading">
        <h2 id="install-heading" className="sr-only">
          Install WellPath
        </h2>
        <div aria-live="polite">
          {isInstalled ? (
            <Card className="flex items-start gap-4 p-5 sm:p-6" data-testid="installed-status">
              <CircleCheck className="size-7 shrink-0 text-green-700" aria-hidden="true" />
              <div>
                <p className="text-lg font-semibold text-slate-900">WellPath is installed on this device</p>
                <p className="mt-1 text-slate-600">
                  {standalone
                    ? 'You are using the app right now. Open it any time from its icon.'
                    : 'Open it from your home screen, dock or list of apps.'}
                </p>
              </div>
            </Card>
          ) : prompt ? (
            <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <div>
                <p className="text-lg font-semibold text-slate-900">Your browser can install WellPath</p>
                <p className="mt-1 text-slate-600">It takes a second and you can remove it at any time.</p>
              </div>
              <Button size="lg" className="shrink-0" onClick={() => void install()} loading={installing} disabled={installing}>
                {!installing && <Download className="size-5" aria-hidden="true" />}
                Install WellPath
              </Button>
            </Card>
          ) : (
            <Card className="p-5 sm:p-6">
              <p className="text-lg font-semibold text-slate-900">Add WellPath to your device</p>
              <p className="mt-1 text-slate-600">
                {outcome === 'dismissed'
                  ? 'No problem. You can still install WellPath later by following the steps below.'
                  : outcome === 'failed'
                    ? 'Your browser could not show its install window. Follow the steps below instead.'
                    : 'Follow the steps for your device below. It takes less than a minute.'}
              </p>
            </Card>
          )}
        </div>
      </section>

      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-xl font-semibold text-slate-900">
          Why install it
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className="size-6 text-teal-700" aria-hidden="true" />
                <p className="mt-3 font-semibold text-slate-900">{title}</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-xl font-semibold text-slate-900">
          {isInstalled ? 'Install it on your other devices' : 'How to install'}
        </h2>
        <p className="mt-1 text-sm text-slate-600">Use the same e-mail and password to log in on every device.</p>
        <div className="mt-4">
          <InstallInstructions platform={platform} />
        </div>
      </section>
    </div>
  );
}
