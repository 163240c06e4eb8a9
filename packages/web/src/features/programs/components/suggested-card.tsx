import { Trans, useLingui } from '@lingui/react/macro';
import { suggestionReasonMessage } from '@wellpath/shared/lifestyle/recommendation-rules';
import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { formatDuration, typeAndLevel } from './program-format';
import { StartLimitNote } from './start-limit-note';

interface SuggestedCardProps {
  item: SuggestedProgram;
  starting: boolean;
  onStart: () => void;
  onRemove: () => void;
  /** The member already runs the most programmes at once: the Start button says why it will not work. */
  atLimit?: boolean;
}

/** A suggested programme (§3): what it is, why it was suggested (in one sentence), Start and Remove. */
export function SuggestedCard({ item: { program, suggestion }, starting, onStart, onRemove, atLimit = false }: SuggestedCardProps) {
  const { t } = useLingui();
  const limitId = useId();
  const why = suggestionReasonMessage(suggestion.source);
  const reason = why ? tr(why) : null;
  const title = program.title;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="suggested-program">
      <h4 className="text-base font-semibold text-slate-900">
        <Link to={paths.programs.detail.getHref(program._id)} className={cn('rounded hover:underline', focusRing)}>
          {program.title}
        </Link>
      </h4>
      <p className="mt-0.5 text-sm text-slate-600">
        {typeAndLevel(program)} · {formatDuration(program.duration, program.duration_unit)}
      </p>
      <p className="mt-3 text-sm leading-6 text-slate-700">{program.shortText}</p>
      {reason && (
        <div className="mt-4 flex gap-2 rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <Trans>
              <span className="font-semibold">Why suggested:</span> {reason}
            </Trans>
          </p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Button
          onClick={onStart}
          loading={starting}
          disabled={starting}
          aria-label={t`Start ${title}`}
          aria-describedby={atLimit ? limitId : undefined}
        >
          <Trans>Start</Trans>
        </Button>
        <Button variant="ghost" onClick={onRemove} disabled={starting} aria-label={t`Remove ${title} from suggestions`}>
          <Trans>Remove</Trans>
        </Button>
        {atLimit && <StartLimitNote id={limitId} />}
      </div>
    </Card>
  );
}
