import { i18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

const contextFor = (i18n: I18n) => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's context, given again only when the language changes. Lingui's own I18nProvider gives it
 * again on every catalogue load too, and each of those re-rendered the whole app at once: six times
 * while the member home opened, as each area's catalogue arrived (lib/i18n/catalogs.ts). A screen never
 * needs that: its module waits for its area's catalogue before it runs.
 */
function AppI18nProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(() => ({ locale: i18n.locale, value: contextFor(i18n) }));
  useEffect(() => {
    const update = () =>
      setContext((current) => (current.locale === i18n.locale ? current : { locale: i18n.locale, value: contextFor(i18n) }));
    const unsubscribe = i18n.on('change', update);
    update();
    return unsubscribe;
  }, []);
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppI18nProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AppI18nProvider>
  );
}
