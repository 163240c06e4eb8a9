import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { buttonClasses } from './button';

/**
 * Ten single-use recovery codes, shown once: the list and a Download link of them as a text file
 * headed by `title`. The caller adds its own "I have saved them" action beside the download.
 */
export function RecoveryCodeList({ codes, title, children }: { codes: string[]; title: string; children?: ReactNode }) {
  const { t } = useLingui();
  const text = [title, t`Each code lets you log in once without your authenticator app. Keep them somewhere safe.`, '', ...codes, ''].join(
    '\n',
  );
  return (
    <>
      <ol aria-label={t`Recovery codes`} className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wider text-slate-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="wellpath-recovery-codes.txt"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>Download</Trans>
        </a>
        {children}
      </div>
    </>
  );
}
