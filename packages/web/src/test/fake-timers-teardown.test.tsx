import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// jsdom runs animation frames and its focus fix-up on a Node interval it starts on demand. A test that
// ends with the fake clock on, while that interval is pending, must not leave every later animation
// frame in the worker (files share it, isolate: false) waiting forever.
describe('the test set-up', () => {
  it('ends a test that used the fake clock with a pending animation frame', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<button type="button">Focus me</button>);
    requestAnimationFrame(() => {});
  });

  it('ends a test that used the fake clock while the focused element is removed', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = render(<button type="button">Focus me</button>);
    view.getByRole('button').focus();
    expect(document.activeElement).toBe(view.getByRole('button'));
  });

  it('still runs animation frames afterwards', async () => {
    let ran = false;
    requestAnimationFrame(() => (ran = true));
    await vi.waitFor(() => expect(ran).toBe(true), { timeout: 15_000 });
  });
});
