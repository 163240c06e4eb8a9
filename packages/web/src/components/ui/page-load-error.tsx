import type { ReactNode } from 'react';
import { pageTitle } from '@/config/brand';
import { PageHeader } from './page-header';
import { RetryError, type Retryable } from './retry-error';
import { StatusMessage } from './status-message';

interface PageLoadErrorProps {
  /** The page's heading while its content is missing. */
  title: string;
  /** The browser tab's title, when it is not the heading. */
  documentTitle?: string;
  /** A back link or breadcrumb above the heading, as on the loaded page. */
  before?: ReactNode;
  query: Retryable;
  /** What failed, in a sentence. */
  children: ReactNode;
}

/** A page whose content could not be loaded: its heading, what failed, and Try again. */
export function PageLoadError({ title, documentTitle = title, before, query, children }: PageLoadErrorProps) {
  return (
    <div className="space-y-6">
      <title>{pageTitle(documentTitle)}</title>
      <PageHeader before={before} title={title} />
      <StatusMessage type="error">
        <RetryError query={query}>{children}</RetryError>
      </StatusMessage>
    </div>
  );
}
