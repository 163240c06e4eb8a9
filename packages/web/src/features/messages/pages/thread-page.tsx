import { Trans, useLingui } from '@lingui/react/macro';
import type { Thread } from '@wellpath/shared/messages/wire';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoadError } from '@/components/ui/page-load-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { useThreadQuery } from '../api/messages';
import { MessageBubbles } from '../components/message-bubbles';
import { ReplyForm } from '../components/reply-form';
import { threadPartner } from '../components/thread-list';

function AllMessagesLink() {
  return (
    <TextLink to={paths.messages.list.getHref()} className="inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>All messages</Trans>
    </TextLink>
  );
}
const backLink = <AllMessagesLink />;

/** /messages/:id: one conversation with the care team, and the reply box. */
export function ThreadPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const thread = useThreadQuery(id);
  if (thread.isSuccess) return <Conversation thread={thread.data} />;
  if (isApiError(thread.error) && thread.error.status === 404) return <ThreadNotFound />;
  if (thread.isError) {
    return (
      <PageLoadError title={t`Conversation`} before={backLink} query={thread}>
        <Trans>We couldn&apos;t load this conversation. Please try again later.</Trans>
      </PageLoadError>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {backLink}
      <SkeletonGroup
        className="space-y-4"
        label={t`Loading the conversation`}
        shapes={['h-8 w-2/3', 'h-20 w-3/4 rounded-2xl', 'ml-auto h-20 w-3/4 rounded-2xl']}
      />
    </div>
  );
}

function Conversation({ thread }: { thread: Thread }) {
  const { t } = useLingui();
  const partner = threadPartner(thread);
  const started = formatLongDate(thread.created_at);
  return (
    <div className="mx-auto max-w-3xl">
      <title>{pageTitle(thread.subject)}</title>
      <PageHeader before={backLink} title={thread.subject} description={t`With ${partner} · started ${started}`} />
      <section aria-label={t`Conversation`} className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-5">
        <MessageBubbles thread={thread} />
      </section>
      <Card className="mt-6 p-5 sm:p-6">
        <ReplyForm threadId={thread._id} />
      </Card>
    </div>
  );
}

function ThreadNotFound() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{pageTitle(t`Conversation not found`)}</title>
      <PageHeader before={backLink} title={t`Conversation not found`} />
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <MessagesSquare className="size-8 text-teal-700" aria-hidden="true" />
        <p className="mt-4 max-w-md text-slate-700">
          <Trans>This conversation does not exist, or it is not yours. Your messages are all listed on the Messages page.</Trans>
        </p>
        <Link to={paths.messages.list.getHref()} className={cn(buttonClasses(), 'mt-5')}>
          <Trans>See your messages</Trans>
        </Link>
      </Card>
    </div>
  );
}
