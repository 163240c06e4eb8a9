import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';

describe('UpdateBanner', () => {
  it('announces the new version and reloads only when asked', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdateBanner onReload={onReload} onDismiss={onDismiss} />);

    expect(screen.getByRole('region', { name: 'App update' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new version of WellPath is available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Reloading/ })).toBeDisabled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('can be put off', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<UpdateBanner onReload={() => {}} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
