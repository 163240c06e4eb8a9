import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

const links = [
  { to: paths.legal.releaseOfInformation.getHref(), label: msg`Release of Information` },
  { to: paths.legal.termsAndConditions.getHref(), label: msg`Terms and Conditions` },
  { to: paths.legal.privacyPolicy.getHref(), label: msg`Privacy Policy` },
];

/** The small footer of public and account screens. */
export function LegalLinks({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Legal`} className={className}>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={cn('rounded text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline', focusRing)}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
