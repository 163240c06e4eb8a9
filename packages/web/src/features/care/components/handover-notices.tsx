import { Trans, useLingui } from '@lingui/react/macro';
import type { Handover } from '@wellpath/shared/staff/wire';
import { ArrowRightLeft } from 'lucide-react';
import type { WorkItem } from '@wellpath/shared/staff/wire';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatDateTime } from './format';

/** Where a piece of work is handled: the alerts queue, the thread, the requests, the member's weight reviews. */
export function workHref(kind: WorkItem['kind'], id: string, memberId: string): string {
  switch (kind) {
    case 'alert':
      return paths.care.alerts.getHref();
    case 'thread':
      return paths.care.thread.getHref(id);
    case 'request':
      return paths.care.requests.getHref();
    case 'weight_review':
      return `${paths.care.member.getHref(memberId)}#weight-review`;
  }
}

/**
 * What colleagues took over from the reader in the last 7 days (decision 0110), newest first: which
 * kind of work, about whom, who took it and when, with a link to it.
 */
export function HandoverNotices({ handovers }: { handovers: Handover[] }) {
  const { t } = useLingui();
  if (handovers.length === 0) return null;
  return (
    <section aria-labelledby="handovers-heading" className="rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200">
      <h2 id="handovers-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ArrowRightLeft className="size-5 text-sky-800" aria-hidden="true" />
        <Trans>Taken over from you</Trans>
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="handovers">
        {handovers.map((h) => {
          const member = h.member.name || t`a member who deleted their account`;
          const by = h.by;
          const when = formatDateTime(h.at);
          const href = workHref(h.kind, h.item_id, h.member._id);
          const what =
            h.kind === 'alert'
              ? t`${by} took over an urgent alert about ${member}`
              : h.kind === 'thread'
                ? t`${by} took over a message thread of ${member}`
                : t`${by} took over a programme request of ${member}`;
          return (
            <li key={h._id}>
              <TextLink to={href}>{what}</TextLink> · <time dateTime={h.at}>{when}</time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
