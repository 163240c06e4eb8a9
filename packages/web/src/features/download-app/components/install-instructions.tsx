import { EllipsisVertical, Monitor, MonitorDown, Share, Smartphone, SquarePlus, Tablet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';
import type { Platform } from '../platform';

interface Guide {
  platform: Platform;
  title: string;
  browsers: string;
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
    title: 'iPhone and iPad',
    browsers: 'Safari',
    icon: Tablet,
    steps: [
      <>
        Open WellPath in <strong>Safari</strong>.
      </>,
      <>
        Tap the <Ui icon={Share}>Share</Ui> button: at the bottom of the screen on iPhone, at the top on iPad.
      </>,
      <>
        Scroll down the list and tap <Ui icon={SquarePlus}>Add to Home Screen</Ui>.
      </>,
      <>
        Tap <Ui>Add</Ui> at the top right. WellPath now opens from its icon on your home screen.
      </>,
    ],
    note: <>On iOS 16.4 or later, Chrome and Edge offer the same option in their Share menu.</>,
  },
  {
    platform: 'android',
    title: 'Android phones and tablets',
    browsers: 'Chrome',
    icon: Smartphone,
    steps: [
      <>
        Open WellPath in <strong>Chrome</strong>.
      </>,
      <>
        Tap the <Ui icon={EllipsisVertical}>menu</Ui> button at the top right.
      </>,
      <>
        Tap <Ui>Install app</Ui> or <Ui>Add to Home screen</Ui>.
      </>,
      <>
        Tap <Ui>Install</Ui> to confirm. WellPath appears on your home screen and in your list of apps.
      </>,
    ],
  },
  {
    platform: 'desktop',
    title: 'Computer',
    browsers: 'Chrome or Microsoft Edge',
    icon: Monitor,
    steps: [
      <>
        Open WellPath in <strong>Chrome</strong> or <strong>Microsoft Edge</strong>.
      </>,
      <>
        Click the <Ui icon={MonitorDown}>install</Ui> icon at the right end of the address bar.
      </>,
      <>
        Click <Ui>Install</Ui>. WellPath opens in its own window and can be pinned to your taskbar or dock.
      </>,
    ],
    note: (
      <>
        No icon in the address bar? Open the browser menu and look for Install WellPath. With Safari 17 or later on a Mac, choose File, then
        Add to Dock.
      </>
    ),
  },
];

/** Step-by-step install instructions for each kind of device; the member's own comes first. */
export function InstallInstructions({ platform }: { platform: Platform }) {
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
                    {guide.title}
                  </h3>
                  <p className="text-sm text-slate-600">{guide.browsers}</p>
                  {own && (
                    <p className="mt-1.5 inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200 ring-inset">
                      This device
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
