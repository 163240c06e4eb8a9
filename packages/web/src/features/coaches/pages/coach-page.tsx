import { Trans, useLingui } from '@lingui/react/macro';
import type { Coach } from '@wellpath/shared/coaches/wire';
import { CalendarPlus, Languages, UserRoundSearch } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { AsyncSection } from '@/components/ui/async-section';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PillLinkList } from '@/components/ui/pill-link';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { PageLoadError } from '@/components/ui/page-load-error';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useCoachMessagesQuery, useCoachQuery } from '../api/coaches';
import { CoachAvatar } from '../components/coach-avatar';
import { ContactForm } from '../components/contact-form';
import { MessageList, MessageListSkeleton } from '../components/message-list';

/** /coaches/:id: a coach's profile, the Contact form, and the member's messages about this coach. */
export function CoachPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const coach = useCoachQuery(id);
  const contactHeadingId = useId();

  if (isWaitingForNetwork(coach)) return <OfflineScreen />;
  if (coach.isPending) return <CoachSkeleton />;
  if (coach.isError) {
    if (isApiError(coach.error) && coach.error.status === 404) return <CoachNotFound />;
    return (
      <PageLoadError
        title={t`Coach Profile`}
        before={
          <BackLink to={paths.coaches.list.getHref()}>
            <Trans>All coaches</Trans>
          </BackLink>
        }
        query={coach}
      >
        <Trans>We couldn&apos;t load this profile. Please try again later.</Trans>
      </PageLoadError>
    );
  }

  const c = coach.data;
  return (
    <div className="space-y-8">
      <title>{pageTitle(c.name)}</title>
      <BackLink to={paths.coaches.list.getHref()}>
        <Trans>All coaches</Trans>
      </BackLink>
      <div className="grid items-start gap-8 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-3">
          <Card className="p-5 sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
              <CoachAvatar coach={c} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{c.name}</h1>
                <p className="mt-1 font-medium text-teal-800">{c.credentials}</p>
                <p className="text-slate-600">{c.role}</p>
              </div>
            </div>
            {c.bio.length > 0 && (
              <section aria-labelledby="coach-about" className="mt-8">
                <h2 id="coach-about" className="text-lg font-semibold text-slate-900">
                  <AboutHeading name={firstName(c.name)} />
                </h2>
                <div className="mt-2 max-w-[70ch] space-y-4 leading-7 text-slate-700">
                  {c.bio.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            )}
            <ProfileFacts coach={c} />
          </Card>
        </div>
        <section aria-labelledby={contactHeadingId} className="lg:sticky lg:top-6 lg:col-span-2">
          <ContactForm coach={c} headingId={contactHeadingId} />
          <Link
            to={paths.appointments.getHref(c._id)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            <CalendarPlus className="size-5" aria-hidden="true" />
            <Trans>Book an appointment with {firstName(c.name)}</Trans>
          </Link>
        </section>
      </div>
      <div className="grid gap-8 lg:grid-cols-5">
        <CoachMessages coach={c} />
      </div>
    </div>
  );
}

/** "Dr. Maya Thompson" -> "Dr. Thompson"; "Grace Liu" -> "Grace". */
function firstName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (/^Dr\.?$/i.test(words[0] ?? '') && words.length > 1) return `${words[0]} ${words[words.length - 1]}`;
  return words[0] ?? name;
}

function ProfileFacts({ coach }: { coach: Coach }) {
  return (
    <div className="mt-8 grid gap-6 border-t border-slate-100 pt-6 sm:grid-cols-2">
      {coach.specialties.length > 0 && (
        <section aria-labelledby="coach-specialties" className="sm:col-span-2">
          <h2 id="coach-specialties" className="text-sm font-semibold text-slate-900">
            <Trans>Specialties</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {coach.specialties.map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="coach-languages">
        <h2 id="coach-languages" className="text-sm font-semibold text-slate-900">
          <Trans>Languages</Trans>
        </h2>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-700">
          <Languages className="size-4 text-slate-500" aria-hidden="true" />
          {coach.languages.join(', ')}
        </p>
      </section>
      {coach.pillars.length > 0 && (
        <section aria-labelledby="coach-pillars">
          <h2 id="coach-pillars" className="text-sm font-semibold text-slate-900">
            <Trans>Lifestyle pillars</Trans>
          </h2>
          <PillLinkList items={coach.pillars.map((p) => ({ key: p._id, to: paths.lifestyle.getHref(p.slug), label: p.name }))} />
        </section>
      )}
    </div>
  );
}

function CoachMessages({ coach }: { coach: Coach }) {
  const { t } = useLingui();
  const messages = useCoachMessagesQuery();
  const name = coach.name;
  return (
    <section aria-labelledby="coach-messages-heading" className="lg:col-span-3">
      <h2 id="coach-messages-heading" className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Your messages</Trans>
      </h2>
      <AsyncSection query={messages} loading={<MessageListSkeleton />} error={t`Failed to load your messages. Please try again later.`}>
        {(list) => (
          <MessageList
            messages={list.filter((m) => m.coach._id === coach._id)}
            showCoach={false}
            empty={t`You have not written to ${name} yet. Use the Contact form to send a message.`}
          />
        )}
      </AsyncSection>
    </section>
  );
}

function CoachNotFound() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <title>{pageTitle(t`Coach not found`)}</title>
      <PageHeader
        before={
          <BackLink to={paths.coaches.list.getHref()}>
            <Trans>All coaches</Trans>
          </BackLink>
        }
        title={t`Coach not found`}
      />
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <UserRoundSearch className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-semibold text-slate-900">
          <Trans>We couldn&apos;t find this profile</Trans>
        </p>
        <p className="mt-1 max-w-md text-sm leading-6 text-slate-600">
          <Trans>This member of the care team may have moved on. The list of coaches shows who is here to help.</Trans>
        </p>
        <Link to={paths.coaches.list.getHref()} className={cn(buttonClasses(), 'mt-5')}>
          <Trans>See the care team</Trans>
        </Link>
      </Card>
    </div>
  );
}

function CoachSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-8" role="status" aria-label={t`Loading the profile`}>
      <Skeleton className="h-4 w-28" />
      <div className="grid items-start gap-8 lg:grid-cols-5">
        <Card className="p-5 sm:p-8 lg:col-span-3">
          <div className="flex items-center gap-6">
            <Skeleton className="size-20 rounded-full sm:size-24" />
            <SkeletonGroup className="flex-1 space-y-2" shapes={['h-7 w-2/3', 'h-4 w-1/3', 'h-4 w-1/2']} />
          </div>
          <SkeletonGroup className="mt-8 space-y-3" shapes={['h-4 w-full', 'h-4 w-11/12', 'h-4 w-4/5']} />
        </Card>
        <Card className="p-5 sm:p-6 lg:col-span-2">
          <SkeletonGroup shapes={['h-6 w-24', 'mt-4 h-11 w-full', 'mt-4 h-36 w-full', 'mt-4 h-11 w-full']} />
        </Card>
      </div>
    </div>
  );
}

function AboutHeading({ name }: { name: string }) {
  return <Trans>About {name}</Trans>;
}
