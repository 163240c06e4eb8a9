import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMoreButton, useShowMore } from './show-more';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

function List({ n }: { n: number }) {
  const list = useShowMore(Array.from({ length: n }, (_, i) => `Item ${i + 1}`));
  return (
    <>
      <ul>
        {list.visible.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} step={list.step} onClick={list.more} noun="items" />
    </>
  );
}

describe('show more', () => {
  it('shows ten, then twenty more at a time, then no button', async () => {
    render(<List n={35} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more items (25 not shown)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more items (5 not shown)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(35);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no button for a short list', () => {
    render(<List n={3} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
