import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's search and filters, kept in its URL (so a search can be shared, and Back returns to
 * it): the current values, a setter (an empty value removes the filter), and a form submit handler
 * that sets a filter from the text field of that name.
 */
export function useUrlFilters<Name extends string>() {
  const [params, setParams] = useSearchParams();

  function setFilter(name: Name, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  }

  /** Every filter at once (a saved set of them): those not given are removed. */
  function replaceFilters(values: Partial<Record<Name, string>>) {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (typeof value === 'string' && value) next.set(name, value);
    setParams(next);
  }

  const submitField = (name: Name) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(name);
    setFilter(name, typeof value === 'string' ? value.trim() : '');
  };

  return { params, setFilter, replaceFilters, submitField };
}
