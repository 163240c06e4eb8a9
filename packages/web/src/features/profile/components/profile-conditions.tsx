import { Trans } from '@lingui/react/macro';
import type { Profile } from '@wellpath/shared/user/schemas';
import { ChevronRight, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

/** The read view's conditions list (§2): the conditions the member has marked, each linking to its page. */
export function ProfileConditions({ conditions }: { conditions: Profile['conditions'] }) {
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Your Conditions</Trans>
        </h2>
        {conditions.length > 0 && (
          <Link
            to={paths.conditions.list.getHref()}
            className={cn('rounded text-sm font-semibold text-teal-800 hover:underline', focusRing)}
          >
            <Trans>Manage conditions</Trans>
          </Link>
        )}
      </div>
      {conditions.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-4 rounded-xl bg-slate-50 p-5 sm:flex-row sm:items-center">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-teal-800 ring-1 ring-slate-200">
            <Stethoscope className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              <Trans>No conditions recorded yet</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                Tell us about any health conditions you have, so your care team can suggest the programmes and reading that help most.
              </Trans>
            </p>
          </div>
          <Link to={paths.conditions.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Trans>Browse conditions</Trans>
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {conditions.map((condition) => (
            <li key={condition._id}>
              <Link
                to={paths.conditions.detail.getHref(condition._id)}
                className={cn('flex items-center justify-between gap-3 rounded-lg px-2 py-3 text-slate-900 hover:bg-slate-50', focusRing)}
              >
                <span className="font-medium">{condition.name}</span>
                <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
