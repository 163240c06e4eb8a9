import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

function Harness({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Skip this?"
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
        confirmLabel="Skip Anyway"
        cancelLabel="Go Back"
      >
        Are you sure?
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an accessible dialog named by its title and described by its body', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Skip this?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip Anyway' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Skip Anyway' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to where it was', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Skip Anyway' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
