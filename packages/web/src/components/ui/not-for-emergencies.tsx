import { Trans } from '@lingui/react/macro';
import { Phone } from 'lucide-react';

/** Under a message form: messages are read, not watched; an emergency is 911. */
export function NotForEmergencies() {
  return (
    <p className="mt-4 flex gap-2 border-t border-slate-100 pt-4 text-xs leading-5 text-slate-600">
      <Phone className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          Messages are not for emergencies. If you need urgent medical help, call 911 or go to the nearest emergency department.
        </Trans>
      </span>
    </p>
  );
}
