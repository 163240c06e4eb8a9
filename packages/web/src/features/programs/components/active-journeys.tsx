import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { EmptyActionCard } from '@/components/ui/empty-action-card';
import { Modal } from '@/components/ui/modal';
import { SectionTitle } from '@/components/ui/section-title';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { InProgressJourneys, SuggestedJourneys, TakeSurveyLink } from './active-journeys-parts';
import { ACTIVE_PROGRAM_LIMIT } from './start-limit-note';
import { useActiveJourneys } from './use-active-journeys';

/**
 * The home screen's programmes (§1, §2): those in progress, in a few lines each (Today above holds
 * their Track buttons), and those suggested by surveys: in full while the member runs none, else
 * their titles with Show all.
 */
export function ActiveJourneys() {
  const { t } = useLingui();
  const journeys = useActiveJourneys();
  const { suggested, suggestions, open, confirmRemove } = journeys;
  const count = suggestions.length;
  const limit = ACTIVE_PROGRAM_LIMIT;
  const removedTitle = confirmRemove?.program.title ?? '';

  return (
    <section aria-labelledby="active-journeys-heading">
      <div className="mb-3">
        <SectionTitle
          id="active-journeys-heading"
          title={t`Active Journeys`}
          aside={
            <TextLink to={paths.programs.list.getHref()} className="text-sm">
              <Trans>Browse all programs</Trans>
            </TextLink>
          }
        />
        {/* On a phone the heading says enough: the dashboard stays short. */}
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">
          <Trans>The programs you are working on, and programs picked for you from your surveys.</Trans>
        </p>
      </div>

      {journeys.nothingYet ? (
        // A brand-new member: one card with both ways to a first programme, not two empty lists.
        <EmptyActionCard icon={<Compass aria-hidden="true" />} title={t`You have no programs in progress.`} action={<TakeSurveyLink />}>
          <Trans>
            Take a survey and we will suggest programs that fit your answers, or{' '}
            <TextLink to={paths.programs.list.getHref()} className="underline">
              browse the catalogue
            </TextLink>
            . You can run up to {limit} at a time.
          </Trans>
        </EmptyActionCard>
      ) : (
        <>
          <InProgressJourneys journeys={journeys} />
          <SuggestedJourneys journeys={journeys} />
        </>
      )}

      {suggested.isSuccess && suggestions.length > 0 && (
        <DisclosureButton
          className="mt-2"
          open={open}
          onToggle={() => journeys.setShowAll(!open)}
          controls={journeys.suggestionsId}
          showLabel={
            suggestions.length === 1
              ? t`Show the suggestion`
              : t`Show all ${plural(count, { one: '# suggestions', other: '# suggestions' })}`
          }
          hideLabel={t`Show less`}
        />
      )}

      {journeys.dialogs}

      <Modal
        open={confirmRemove !== null}
        title={t`Remove suggestion?`}
        confirmLabel={t`Remove`}
        confirmVariant="danger"
        busy={journeys.removing}
        onCancel={() => journeys.setConfirmRemove(null)}
        onConfirm={journeys.confirmRemoval}
      >
        <p>
          <Trans>{removedTitle} will no longer be suggested to you. You can still find it and start it from the program catalogue.</Trans>
        </p>
      </Modal>
    </section>
  );
}
