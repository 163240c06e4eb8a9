import { Trans } from '@lingui/react/macro';
import { MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { Card } from './card';

/** Where a message to the care team stands: its badge, and what the member is waiting for until the reply. */
export interface ConversationStatus {
  label: string;
  /** The badge's colours. */
  className: string;
  /** Said under the message while there is no reply. */
  waiting?: string;
}

interface ConversationCardProps {
  subject: string;
  status: ConversationStatus;
  /** When the member sent it. */
  sentAt: string;
  /** Said after the date on the "Sent" line: to whom, or about what (starts with its separator). */
  sentDetail?: ReactNode;
  message: string;
  reply: string | null | undefined;
  /** The reply's heading, e.g. "Reply from the care team". */
  replyHeading: string;
  /** When the reply was written, as it should read ("November 20, 2026"). */
  replyDate?: string | null;
  /** Under the card's text, e.g. a link to the whole conversation. */
  footer?: ReactNode;
  'data-testid'?: string;
}

/** Something the member wrote to the care team (a message, a programme request): its status, the text and the reply. */
export function ConversationCard({
  subject,
  status,
  sentAt,
  sentDetail,
  message,
  reply,
  replyHeading,
  replyDate,
  footer,
  ...rest
}: ConversationCardProps) {
  const sentDate = formatLongDate(sentAt);
  return (
    <Card className="p-5" {...rest}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{subject}</h3>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
            status.className,
          )}
        >
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          {status.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Sent {sentDate}</Trans>
        {sentDetail}
      </p>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{message}</p>
      {reply ? (
        <ReplyBox heading={replyHeading} date={replyDate} className="mt-4">
          {reply}
        </ReplyBox>
      ) : (
        status.waiting && <p className="mt-3 text-sm text-slate-600 italic">{status.waiting}</p>
      )}
      {footer && <div className="mt-4 border-t border-slate-100 pt-3 text-sm">{footer}</div>}
    </Card>
  );
}

interface ReplyBoxProps {
  /** "Reply from your care team". */
  heading: string;
  /** When it was written, as it should read; it moves under the heading as a whole when the line is full. */
  date?: string | null;
  className?: string;
  /** The reply's text. */
  children: string;
}

/** The care team's reply under a message or a request: a teal box with who replied, when, and the text. */
export function ReplyBox({ heading, date, className, children }: ReplyBoxProps) {
  return (
    <div className={cn('rounded-lg border-l-4 border-teal-600 bg-teal-50 p-3 text-sm', className)}>
      <p className="flex items-start gap-1.5 text-teal-900">
        <MessageSquareReply className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {/* Who, then when: on a narrow card the date moves under the heading as a whole. */}
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{heading}</span>
          {date && <span className="whitespace-nowrap text-teal-800">{date}</span>}
        </span>
      </p>
      <p className="mt-1 leading-6 break-words whitespace-pre-line text-slate-800">{children}</p>
    </div>
  );
}
