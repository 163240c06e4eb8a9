import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EllipsisVertical, Monitor, MonitorDown, Share, Smartphone, SquarePlus, Tablet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';
import type { Platform } from '../platform';

interface Guide {
  platform: Platform;
  title: MessageDescriptor;
  browsers: MessageDescriptor;
  icon: LucideIcon;
  steps: ReactNode[];
  note?: ReactNode;
}

function Ui({ children, icon: Icon }: { children: ReactNode; icon?: LucideIcon }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-1.5 py-0.5 font-semibold whitespace-nowrap text-slate-900">
      {Icon && <Icon className="size-4 text-teal-800" aria-hidden="true" />}
      {children}
    </span>
  );
}

const GUIDES: Guide[] = [
  {
    platform: 'ios',
    title: msg`iPhone and iPad`,
    browsers: msg({ message: 'Safari', comment: 'the browser' }),
    icon: Tablet,
    steps: [
      <Trans>
        Open WellPath in <strong>Safari</strong>.
      </Trans>,
      <Trans>
        Tap the <Ui icon={Share}>Share</Ui> button: at the bottom of the screen on iPhone, at the top on iPad.
      </Trans>,
      <Trans>
        Scroll down the list and tap <Ui icon={SquarePlus}>Add to Home Screen</Ui>.
      </Trans>,
      <Trans>
        Tap <Ui>Add</Ui> at the top right. WellPath now opens from its icon on your home screen.
      </Trans>,
    ],
    note: <Trans>On iOS 16.4 or later, Chrome and Edge offer the same option in their Share menu.</Trans>,
  },
  {
    platform: 'android',
    title: msg`Android phones and tablets`,
    browsers: msg({ message: 'Chrome', comment: 'the browser' }),
    icon: Smartphone,
    steps: [
      <Trans>
        Open WellPath in <strong>Chrome</strong>.
      </Trans>,
      <Trans>
        Tap the <Ui icon={EllipsisVertical}>menu</Ui> button at the top right.
      </Trans>,
      <Trans>
        Tap <Ui>Install app</Ui> or <Ui>Add to Home screen</Ui>.
      </Trans>,
      <Trans>
        Tap <Ui>Install</Ui> to confirm. WellPath appears on your home screen and in your list of apps.
      </Trans>,
    ],
  },
  {
    platform: 'desktop',
    title: msg`Computer`,
    browsers: msg`Chrome or Microsoft Edge`,
    icon: Monitor,
    steps: [
      <Trans>
        Open WellPath in <strong>Chrome</strong> or <strong>Microsoft Edge</strong>.
      </Trans>,
      <Trans>
        Click the <Ui icon={MonitorDown}>install</Ui> icon at the right end of the address bar.
      </Trans>,
      <Trans>
        Click <Ui>Install</Ui>. WellPath opens in its own window and can be pinned to your taskbar or dock.
      </Trans>,
    ],
    note: (
      <Trans>
        No icon in the address bar? Open the browser menu and look for Install WellPath. With Safari 17 or later on a Mac, choose File, then
        Add to Dock.
      </Trans>
    ),
  },
];

/** Step-by-step install instructions for each kind of device; the member's own comes first. */
export function InstallInstructions({ platform }: { platform: Platform }) {
  const { i18n } = useLingui();
  const guides = [...GUIDES].sort((a, b) => Number(b.platform === platform) - Number(a.platform === platform));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {guides.map((guide) => {
        const own = guide.platform === platform;
        const headingId = `install-${guide.platform}`;
        return (
          <Card key={guide.platform} className={cn('flex flex-col p-5 sm:p-6', own && 'ring-2 ring-teal-600')}>
            <section aria-labelledby={headingId} data-testid={`install-guide-${guide.platform}`}>
              <div className="flex items-start gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
                  <guide.icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 id={headingId} className="font-semibold text-slate-900">
                    {i18n._(guide.title)}
                  </h3>
                  <p className="text-sm text-slate-600">{i18n._(guide.browsers)}</p>
                  {own && (
                    <p className="mt-1.5 inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200 ring-inset">
                      <Trans>This device</Trans>
                    </p>
                  )}
                </div>
              </div>
              <ol className="mt-4 space-y-3 text-sm leading-6 text-slate-800">
                {guide.steps.map((step, index) => (
                  <li key={index} className="flex gap-3">
                    <span
                      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0">{step}</span>
                  </li>
                ))}
              </ol>
              {guide.note && <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">{guide.note}</p>}
            </section>
          </Card>
        );
      })}
    </div>
  );
}
