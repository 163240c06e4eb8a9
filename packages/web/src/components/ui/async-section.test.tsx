import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AsyncSection } from './async-section';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const section = (query: Parameters<typeof AsyncSection<string[]>>[0]['query']) =>
  render(
    <AsyncSection query={query} loading={<p>Loading</p>} error="Failed to load programs.">
      {(items) => <p>{items.join(', ')}</p>}
    </AsyncSection>,
  );

const OFFLINE_NOTE = 'Not available offline. It will load when you are back online.';

describe('AsyncSection', () => {
  it('shows the data it has, offline too', () => {
    section({ isPending: false, isError: false, data: ['Walk more'], fetchStatus: 'paused' });
    expect(screen.getByText('Walk more')).toBeInTheDocument();
  });

  it('says calmly that a section never loaded on this device is not available offline', () => {
    section({ isPending: true, isError: false, data: undefined, fetchStatus: 'paused' });
    expect(screen.getByText(OFFLINE_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does the same when the call could not reach the server, and shows other failures as errors', () => {
    const { unmount } = section({
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError(0, '/api/programs', {}, 'Network error'),
    });
    expect(screen.getByText(OFFLINE_NOTE)).toBeInTheDocument();
    unmount();
    section({ isPending: false, isError: true, data: undefined, error: new ApiError(500, '/api/programs', {}, 'Server error') });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load programs.');
  });

  it('shows its skeleton while loading online', () => {
    section({ isPending: true, isError: false, data: undefined, fetchStatus: 'fetching' });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
