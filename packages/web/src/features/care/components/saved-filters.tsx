import { Trans, useLingui } from '@lingui/react/macro';
import { SAVED_FILTER_NAME_MAX, type SavedFilter } from '@wellpath/shared/staff/wire';
import { Bookmark, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import type { MemberFilters } from '../api/members';
import { useDeleteSavedFilterMutation, useSaveFilterMutation, useSavedFiltersQuery } from '../api/saved-filters';

/** A failed call's words: the server's own message (it names what to change), else ours. */
function failure(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 && error.serverMessage) || fallback;
}

/** Whether the list shows exactly a saved filter's set of filters. */
function sameFilters(a: MemberFilters, b: MemberFilters): boolean {
  const keys = ['q', 'alerts', 'program', 'active_within', 'health'] as const;
  return keys.every((k) => (a[k] ?? '') === (b[k] ?? ''));
}

/**
 * The member list's saved filters (decision 0123): the signed-in staff member's own, each applied
 * with one button and deleted with another, and the list's current filters saved under a name.
 */
export function SavedFilters({ filters, onApply }: { filters: MemberFilters; onApply: (filters: MemberFilters) => void }) {
  const { t } = useLingui();
  const query = useSavedFiltersQuery();
  const remove = useDeleteSavedFilterMutation();
  const saved = query.data?.filters ?? [];
  return (
    <section aria-labelledby="saved-filters-title" className="space-y-3 border-t border-slate-200 pt-4">
      <h2 id="saved-filters-title" className="text-sm font-semibold text-slate-900">
        <Trans>Saved filters</Trans>
      </h2>
      {query.isError && <StatusMessage type="error">{t`Your saved filters could not be loaded.`}</StatusMessage>}
      {query.isSuccess && saved.length === 0 && (
        <p className="text-sm text-slate-600">{t`None yet. Choose filters above, then save them under a name to use them again.`}</p>
      )}
      {saved.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Your saved filters`}>
          {saved.map((f) => (
            <SavedFilterItem key={f._id} filter={f} current={sameFilters(f.filters, filters)} onApply={onApply} onDelete={remove.mutate} />
          ))}
        </ul>
      )}
      {remove.isError && <StatusMessage type="error">{failure(remove.error, t`The saved filter could not be deleted.`)}</StatusMessage>}
      <SaveFilterForm filters={filters} />
    </section>
  );
}

interface ItemProps {
  filter: SavedFilter;
  current: boolean;
  onApply: (filters: MemberFilters) => void;
  onDelete: (id: string) => void;
}

function SavedFilterItem({ filter, current, onApply, onDelete }: ItemProps) {
  const { t } = useLingui();
  return (
    <li className="flex items-center rounded-lg ring-1 ring-inset ring-slate-300">
      <Button
        variant="ghost"
        size="sm"
        className="rounded-r-none"
        disabled={!filter.usable}
        aria-pressed={current}
        title={filter.usable ? undefined : t`Your role can no longer use these filters.`}
        onClick={() => onApply(filter.filters)}
      >
        <Bookmark className={current ? 'size-4 fill-current' : 'size-4'} aria-hidden="true" />
        {filter.name}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="rounded-l-none px-2"
        aria-label={t`Delete the saved filter ${filter.name}`}
        onClick={() => onDelete(filter._id)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Names and saves the list's current filters; nothing to save without a filter. */
function SaveFilterForm({ filters }: { filters: MemberFilters }) {
  const { t } = useLingui();
  const save = useSaveFilterMutation();
  const [open, setOpen] = useState(false);
  const empty = Object.keys(filters).length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    save.mutate({ name: typeof name === 'string' ? name : '', filters }, { onSuccess: () => setOpen(false) });
  };

  if (!open)
    return (
      <div className="space-y-2">
        <Button variant="secondary" size="sm" disabled={empty} onClick={() => setOpen(true)}>
          <Trans>Save these filters</Trans>
        </Button>
        {empty && <p className="text-sm text-slate-600">{t`Choose a search or a filter to save it.`}</p>}
        {save.isSuccess && <StatusMessage type="success">{t`Saved as “${save.data.name}”.`}</StatusMessage>}
      </div>
    );
  return (
    <form onSubmit={submit} aria-label={t`Save these filters`} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        name="name"
        label={t`Name of the saved filter`}
        hint={t`Up to ${SAVED_FILTER_NAME_MAX} characters. Only you see your saved filters.`}
        maxLength={SAVED_FILTER_NAME_MAX}
        required
        autoComplete="off"
        className="flex-1"
        error={save.isError ? failure(save.error, t`The filters could not be saved.`) : undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
