import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function App() {
  return (
    <>
      <ScrollRestoration />
      <Back />
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Link to="/next">Next</Link>
              <Link to="/next#part">Part</Link>
            </>
          }
        />
        <Route path="/next" element={<p id="part">Next page</p>} />
      </Routes>
    </>
  );
}

/** The window scrolled to `y` by the reader. */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollRestoration', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollTo.mockReset();
    scrollIntoView.mockReset();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('starts a new page at the top and brings the reader back where they were on going back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(640);
    scrollTo.mockReset();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(90);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element a link to #id names', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    scrollTo.mockReset();
    await user.click(screen.getByRole('link', { name: 'Part' }));
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in sessionStorage when the page is left, for a reload', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', key: 'entry-1' }]}>
        <App />
      </MemoryRouter>,
    );
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem('wellpath-scroll-positions') ?? '{}')).toMatchObject({ 'entry-1': 300 });
  });
});
