import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Profile } from '@wellpath/shared/user/schemas';
import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/dates';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function NotProvided() {
  return (
    <span className="text-slate-600 italic">
      <Trans>Not provided</Trans>
    </span>
  );
}

const SEX_LABELS = { female: msg`Female`, male: msg`Male` } as const;

/** The profile read view (§2): name, e-mail, date of birth, sex (for lab ranges and heart risk) and address. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { street, city, postalCode } = profile;
  const cityLine = [city, profile.provinceName || profile.province].filter(Boolean).join(', ');
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const { t, i18n } = useLingui();

  return (
    <dl className="divide-y divide-slate-200">
      <Row label={t`Full name`}>{fullName || <NotProvided />}</Row>
      <Row label={t`Email`}>{profile.email || <NotProvided />}</Row>
      <Row label={t`Date of birth`}>{profile.dateOfBirth ? formatLongDate(profile.dateOfBirth) : <NotProvided />}</Row>
      <Row label={t`Sex at birth`}>{profile.sex ? i18n._(SEX_LABELS[profile.sex]) : <NotProvided />}</Row>
      <Row label={t`Address`}>
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
