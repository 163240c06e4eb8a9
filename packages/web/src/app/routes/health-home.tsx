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
            <li key={to}>
              <Link
                to={to}
                aria-label={label}
                aria-describedby={`health-${to.slice(1)}`}
                className={cn(
                  'flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-2 hover:ring-teal-600 sm:items-start sm:p-5',
                  focusRing,
                )}
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-base font-semibold text-slate-900">{label}</span>
                  <span id={`health-${to.slice(1)}`} className="mt-0.5 block text-sm leading-6 text-slate-600">
                    {i18n._(description)}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-400 sm:hidden" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
