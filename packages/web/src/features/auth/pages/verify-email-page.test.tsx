import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { mockFetch, NEVER } from '@/test/fetch-mock';
import { createTestQueryClient, LocationDisplay } from '@/test/render';
import { VerifyEmailPage } from './verify-email-page';

function renderStrict(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email/:token', element: <VerifyEmailPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <LocationDisplay /> },
    ],
    { initialEntries: [route] },
  );
  render(
    <StrictMode>
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

describe('VerifyEmailPage', () => {
  it('shows a spinner with Verifying your email... while it verifies', async () => {
    mockFetch({ 'GET /api/user/verify-email/tok-1': NEVER });
    renderStrict('/verify-email/tok-1');
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
  });

  it('calls the single-use link once, even under StrictMode, and offers Proceed to Login', async () => {
    const server = mockFetch({
      'GET /api/user/verify-email/tok-1': { body: { message: 'Your email has been verified. You can now log in.' } },
    });
    renderStrict('/verify-email/tok-1');

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute('href', '/login');
    expect(server.calls('GET /api/user/verify-email/tok-1')).toHaveLength(1);
  });

  it("shows Verification Failed with the server's message and Return to Home", async () => {
    mockFetch({ 'GET /api/user/verify-email/used': { status: 400, body: { message: 'This verification link is invalid.' } } });
    renderStrict('/verify-email/used');

    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This verification link is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("falls back to 'Failed to verify email'", async () => {
    mockFetch({ 'GET /api/user/verify-email/x': { status: 500 } });
    renderStrict('/verify-email/x');
    expect(await screen.findByText('Failed to verify email')).toBeInTheDocument();
  });

  it('sends a link without a token to /', async () => {
    mockFetch({});
    renderStrict('/verify-email');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
