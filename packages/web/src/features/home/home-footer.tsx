import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquarePlus, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useLandingContentQuery } from '@/api/content';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const legalLinks = [
  { to: paths.legal.releaseOfInformation.getHref(), label: msg`Release of Information` },
  { to: paths.legal.termsAndConditions.getHref(), label: msg`Terms and Conditions` },
  { to: paths.legal.privacyPolicy.getHref(), label: msg`Privacy Policy` },
];

const linkClasses = cn('rounded font-medium text-teal-800 underline-offset-2 hover:underline', focusRing);

/**
 * The journey home's footer (§1): how to reach the care team (a new message in the app, where the
 * conversation and its reply stay with the member's record), that the app is not for emergencies,
 * and the legal pages.
 */
export function HomeFooter() {
  const { t, i18n } = useLingui();
  // A failed call only leaves the clinic's name out; the rest of the footer still helps.
  const clinic = useLandingContentQuery();
  const clinicName = clinic.data?.clinicName;

  return (
    <footer className="border-t border-slate-200 pt-8 text-sm text-slate-700">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Questions about your care?</Trans>
          </h2>
          <p className="mt-1">
            {clinicName ? (
              <Trans>Write to the {clinicName} care team about your programme, results or recommendations.</Trans>
            ) : (
              <Trans>Write to your care team about your programme, results or recommendations.</Trans>
            )}
          </p>
          <p className="mt-2">
            <Link to={paths.messages.compose.getHref()} className={cn('inline-flex items-center gap-1.5', linkClasses)}>
              <MessageSquarePlus className="size-4 shrink-0" aria-hidden="true" />
              <Trans>Write a message</Trans>
            </Link>
          </p>
        </div>
        <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 ring-inset">
          <p className="flex items-center gap-2 font-semibold">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <Trans>Not for emergencies</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              If you need urgent help, call{' '}
              <a href="tel:911" className={cn('font-semibold underline', focusRing)}>
                911
              </a>
              . In a mental health or suicide crisis, call or text{' '}
              <a href="tel:988" className={cn('font-semibold underline', focusRing)}>
                988
              </a>
              .
            </Trans>
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t`Legal`}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {clinicName && (
          <p className="text-slate-600">
            © {new Date().getFullYear()} {clinicName}
          </p>
        )}
      </div>
    </footer>
  );
}
