import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_SECONDS, UndoToast, type UndoOffer } from './undo-toast';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const offer: UndoOffer = { id: '1', message: 'Marked complete: Walk daily.', undoLabel: 'Undo Mark Complete for Walk daily' };

function Harness({ onUndo = () => {} }: { onUndo?: () => void }) {
  const [shown, setShown] = useState<UndoOffer | null>(offer);
  return (
    <>
      <button type="button">Walk daily</button>
      <UndoToast offer={shown} onUndo={onUndo} onDismiss={() => setShown(null)} />
    </>
  );
}

function setup(onUndo?: () => void) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Harness onUndo={onUndo} />);
  return user;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('UndoToast', () => {
  it('says what happened in a status region, with an Undo button that names what it takes back', async () => {
    const onUndo = vi.fn();
    const user = setup(onUndo);
    expect(screen.getByRole('status')).toHaveTextContent('Marked complete: Walk daily.');
    await user.click(screen.getByRole('button', { name: 'Undo Mark Complete for Walk daily' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it(`goes after ${UNDO_SECONDS} seconds, leaving the status region in place for the next one`, async () => {
    setup();
    await wait(UNDO_SECONDS * 1000 - 500);
    expect(screen.getByTestId('undo-toast')).toBeInTheDocument();
    await wait(600);
    expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is reached with Tab and waits while focus is in it; Escape closes it and focus goes back', async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Walk daily' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Undo/ })).toHaveFocus();
    await wait(UNDO_SECONDS * 1000 * 3);
    expect(screen.getByTestId('undo-toast')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Walk daily' })).toHaveFocus();
  });

  it('waits while the pointer is over it, then runs the time that was left', async () => {
    const user = setup();
    await wait(5000);
    await user.hover(screen.getByTestId('undo-toast'));
    await wait(UNDO_SECONDS * 1000);
    expect(screen.getByTestId('undo-toast')).toBeInTheDocument();
    await user.unhover(screen.getByTestId('undo-toast'));
    await wait(2500);
    expect(screen.getByTestId('undo-toast')).toBeInTheDocument();
    await wait(600);
    expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument();
  });
});
