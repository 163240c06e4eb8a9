import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/dates';
import type { ProfileData } from '../api/get-profile';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function NotProvided() {
  return <span className="text-slate-600 italic">Not provided</span>;
}

/** The profile read view (§2): name, e-mail, date of birth and address. */
export function ProfileDetails({ profile }: { profile: ProfileData }) {
  const street = profile.street ?? profile.address?.street ?? '';
  const city = profile.city ?? profile.address?.city ?? '';
  const provinceCode = profile.province ?? profile.address?.province ?? '';
  const province = profile.provinceName || provinceCode;
  const postalCode = profile.postalCode ?? profile.address?.postalCode ?? '';
  const cityLine = [city, province].filter(Boolean).join(', ');
  const fullName = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();

  return (
    <dl className="divide-y divide-slate-200">
      <Row label="Full name">{fullName || <NotProvided />}</Row>
      <Row label="Email">{profile.email || <NotProvided />}</Row>
      <Row label="Date of birth">{profile.dateOfBirth ? formatLongDate(profile.dateOfBirth) : <NotProvided />}</Row>
      <Row label="Address">
        {street || cityLine || postalCode ? (
          <address className="not-italic">
            {street && <span className="block">{street}</span>}
            {cityLine && <span className="block">{cityLine}</span>}
            {postalCode && <span className="block">{postalCode}</span>}
          </address>
        ) : (
          <NotProvided />
        )}
      </Row>
    </dl>
  );
}
