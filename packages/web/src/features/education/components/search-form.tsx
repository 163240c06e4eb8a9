import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

/** A pause in typing this long searches what is typed so far (the server takes the last word as a prefix). */
const SEARCH_AS_TYPED_MS = 400;
/** One letter finds too much to be worth searching as typed; Search still does. */
const SEARCH_AS_TYPED_MIN = 2;

interface SearchFormProps {
  /** The search in the URL; the field starts from it. */
  query: string;
  /** `typed`: searched after a pause in typing rather than submitted. */
  onSearch: (query: string, how?: { typed: boolean }) => void;
}

/** Searches the articles (the server's ranked search), on submit and after a pause in typing. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const [value, setValue] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  const id = useId();
  const { t } = useLingui();
  // Follow the URL (back button, "Clear search") without an effect.
  if (query !== lastQuery) {
    setLastQuery(query);
    setValue(query);
  }

  const searchTyped = useEffectEvent((next: string) => onSearch(next, { typed: true }));
  useEffect(() => {
    const next = value.trim();
    if (next === query || (next !== '' && next.length < SEARCH_AS_TYPED_MIN)) return;
    const timer = setTimeout(() => searchTyped(next), SEARCH_AS_TYPED_MS);
    return () => clearTimeout(timer);
  }, [value, query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form role="search" aria-label={t`Articles`} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          <Trans>Search articles</Trans>
        </label>
        <div className="relative mt-1.5">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            id={id}
            type="search"
            name="q"
            value={value}
            maxLength={LIMITS.search}
            placeholder={t`For example: blood pressure, sleep, fibre`}
            onChange={(e) => setValue(e.target.value)}
            className={cn(
              'block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-10 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
              '[&::-webkit-search-cancel-button]:hidden',
              focusRing,
            )}
          />
          {value !== '' && (
            <button
              type="button"
              onClick={() => {
                setValue('');
                if (query !== '') onSearch('');
              }}
              className={cn(
                'absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100',
                focusRing,
              )}
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">
                <Trans>Clear search</Trans>
              </span>
            </button>
          )}
        </div>
      </div>
      <Button type="submit" className="sm:min-w-28">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
