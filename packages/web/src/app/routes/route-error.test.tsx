import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { AppProvider } from '@/app/provider';
import { logger } from '@/lib/logger';
import { createTestQueryClient } from '@/test/render';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

function ChunkMissing(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');
}

function App() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Outlet />}>
          <Route path="/" element={<p>Fine</p>} />
          <Route path="/broken" element={<Broken />} />
          <Route path="/missing" element={<ChunkMissing />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen in place of the app when a screen throws, and logs it', () => {
    const error = vi.spyOn(logger, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <MemoryRouter initialEntries={['/broken']}>
          <App />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/An unexpected error occurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Screen failed to render', { error: expect.any(Error) });
    vi.restoreAllMocks();
  });

  it('says a new version may be out when a screen’s code could not be downloaded', () => {
    vi.spyOn(logger, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <MemoryRouter initialEntries={['/missing']}>
          <App />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByText(/A new version of the app may be available/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('lets the reader go on elsewhere: another location renders afresh', async () => {
    vi.spyOn(logger, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <MemoryRouter initialEntries={['/', '/broken']} initialIndex={1}>
          <App />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The error screen's brand link leads home.
    await user.click(screen.getByRole('link'));
    expect(await screen.findByText('Fine')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
