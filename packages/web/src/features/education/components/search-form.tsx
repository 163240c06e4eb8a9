import { LIMITS } from '@wellpath/shared/limits';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

interface SearchFormProps {
  /** The search in the URL; the field starts from it. */
  query: string;
  onSearch: (query: string) => void;
}

/** Searches the articles' titles and summaries (the server's search). */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const [value, setValue] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  const id = useId();
  // Follow the URL (back button, "Clear search") without an effect.
  if (query !== lastQuery) {
    setLastQuery(query);
    setValue(query);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <form role="search" aria-label="Articles" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Search articles
        </label>
        <div className="relative mt-1.5">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            id={id}
            type="search"
            name="q"
            value={value}
            maxLength={LIMITS.search}
            placeholder="For example: blood pressure, sleep, fibre"
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
              <span className="sr-only">Clear search</span>
            </button>
          )}
        </div>
      </div>
      <Button type="submit" className="sm:min-w-28">
        Search
      </Button>
    </form>
  );
}
