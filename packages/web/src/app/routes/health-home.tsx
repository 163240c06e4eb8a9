import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { pageTitle } from '@/config/brand';
import { cn } from '@/lib/class-names';
import { healthLinks } from '../layouts/member-nav';

/** /health: the member's health screens in one place, where the phone tab bar's Health leads. */
export function HealthHomePage() {
  const { t, i18n } = useLingui();
  return (
    <div>
      <title>{pageTitle(t`Health Tracking`)}</title>
      <PageHeader
        title={t`Health Tracking`}
        description={t`Your results, readings and activity in one place, and the questionnaires that shape your plan.`}
      />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {healthLinks.map(({ to, label: labelMessage, icon: Icon, description }) => {
          const label = i18n._(labelMessage);
          return (
            // The whole card is the link's target (its ::after covers it), but the link's name is its visible
            // label alone, the description being read as its description: a voice-control user says what
            // they see (WCAG 2.5.3).
            <li
              key={to}
              className="relative flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-2 hover:ring-teal-600 sm:items-start sm:p-5"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={to}
                  aria-describedby={`health-${to.slice(1)}`}
                  className={cn(
                    'block rounded text-base font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl',
                    focusRing,
                  )}
                >
                  {label}
                </Link>
                <span id={`health-${to.slice(1)}`} className="mt-0.5 block text-sm leading-6 text-slate-600">
                  {i18n._(description)}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400 sm:hidden" aria-hidden="true" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
