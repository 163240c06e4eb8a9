import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/** The key as an authenticator app asks for it, in groups of four: "JBSW Y3DP EHPK 3PXP". */
function groupKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * What an authenticator app needs to add the account: the QR code (made by the server, a data: URL)
 * and the same key to type, with a copy button. Used by staff enrolment and the member's profile.
 */
export function AuthenticatorKey({ secret, qrCode }: { secret: string; qrCode: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  function copyKey() {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopied('failed');
    clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  }

  return (
    <>
      <img
        src={qrCode}
        alt={t`QR code to scan with your authenticator app. If you cannot scan it, type the key shown below.`}
        width={200}
        height={200}
        className="size-50 rounded-lg bg-white ring-1 ring-slate-200"
      />
      <div>
        <p className="text-sm font-medium text-slate-800">
          <Trans>Or type this key in the app</Trans>
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-3">
          <code
            data-testid="authenticator-key"
            className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900 select-all"
          >
            {groupKey(secret)}
          </code>
          <Button variant="secondary" size="sm" onClick={copyKey}>
            <Copy className="size-4" aria-hidden="true" />
            <Trans>Copy key</Trans>
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {copied === 'yes' && t`Key copied.`}
            {copied === 'failed' && t`The key could not be copied: select it and copy it yourself.`}
          </span>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>The spaces are only there to help you read it; the app ignores them.</Trans>
        </p>
      </div>
    </>
  );
}
