import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand';
import { focusRingInverted } from '@/components/ui/focus-ring';
import { APP_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const legalLinks = [
  { to: paths.legal.releaseOfInformation.getHref(), label: msg`Release of Information` },
  { to: paths.legal.termsAndConditions.getHref(), label: msg`Terms and Conditions` },
  { to: paths.legal.privacyPolicy.getHref(), label: msg`Privacy Policy` },
];

export function LandingFooter({ clinicName, contactEmail }: { clinicName?: string; contactEmail?: string }) {
  const { t, i18n } = useLingui();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <BrandMark />
            <p className="text-sm">
              © {new Date().getFullYear()} {clinicName ?? APP_NAME}
            </p>
          </div>
          {contactEmail && (
            <p className="text-sm">
              <span className="text-slate-300">{t`Contact us:`} </span>
              <a
                href={`mailto:${contactEmail}`}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded font-semibold text-white underline-offset-2 hover:underline',
                  focusRingInverted,
                )}
              >
                <Mail className="size-4" aria-hidden="true" />
                {contactEmail}
              </a>
            </p>
          )}
        </div>
        <nav aria-label={t`Legal`}>
          <ul className="flex flex-col gap-3 text-sm sm:flex-row sm:gap-6">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn('rounded text-slate-200 underline-offset-2 hover:text-white hover:underline', focusRingInverted)}
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
