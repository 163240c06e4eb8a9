import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useProfileQuery } from '@/api/profile';

/** First letters of first and last name (§2). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The sidebar footer: who is signed in, a Profile link and Logout. A failed profile call is only logged (§8). */
export function UserCard({ onLogout }: { onLogout: () => void | Promise<void> }) {
  const profile = useProfileQuery();
  const { t } = useLingui();
  const data = profile.data;
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() : null;
  const initials = data ? initialsOf(data.firstName, data.lastName) : '';

  return (
    <div className="border-t border-slate-200 p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white"
        >
          {initials || <UserRound className="size-5" />}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{fullName || t`Loading...`}</p>
          {data && <p className="truncate text-xs text-slate-600">{data.email}</p>}
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <NavLink
          to={paths.profile.getHref()}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium ring-1 ring-inset ring-slate-300',
              isActive ? 'bg-teal-50 text-teal-900 ring-teal-600' : 'bg-white text-slate-800 hover:bg-slate-50',
              focusRing,
            )
          }
        >
          <Trans>Profile</Trans>
        </NavLink>
        <button
          type="button"
          onClick={() => void onLogout()}
          className={cn(
            'inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
            focusRing,
          )}
        >
          <LogOut className="size-4" aria-hidden="true" />
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}
