import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Profiler, StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { laterCard } from './home-later-card';

function Body({ name }: { name: string }) {
  return <h2>{name}</h2>;
}

class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The screen’s boundary: {this.state.error.message}</p> : this.props.children;
  }
}

/** A card's title as the macro makes it (tests stay out of the catalogues). */
const BODY = { id: 'home.body', message: 'Body' };

const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module: /assets/member-home-later.js');

describe('laterCard (decision 0116)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the card’s place with a skeleton of its size until its code arrives, then shows it', async () => {
    let arrive: (component: typeof Body) => void = () => {};
    const Card = laterCard(() => new Promise<typeof Body>((resolve) => (arrive = resolve)), {
      title: BODY,
      skeletonCard: 'h-44 sm:h-28',
    });
    renderWithProviders(<Card name="The card itself" />);
    const skeleton = screen.getByRole('status', { name: 'Loading more of your home' });
    expect(skeleton.querySelector('.h-44')).toHaveClass('sm:h-28');
    await act(async () => arrive(Body));
    expect(await screen.findByRole('heading', { name: 'The card itself' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading more of your home' })).not.toBeInTheDocument();
  });

  it('shows cards whose code arrives together one at a time, each in a commit of its own, in order', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const First = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Second = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    // Each commit of the page: which cards it showed.
    const commits: string[][] = [];
    const onCommit = () => commits.push(screen.queryAllByRole('heading').map((h) => h.textContent ?? ''));
    renderWithProviders(
      <Profiler id="home" onRender={onCommit}>
        <First name="First card" />
        <Second name="Second card" />
      </Profiler>,
    );
    expect(screen.getAllByRole('status', { name: 'Loading more of your home' })).toHaveLength(2);
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Second card' })).toBeInTheDocument();
    const shown = commits.map((headings) => headings.join(' + ')).filter((headings, i, all) => headings !== all[i - 1]);
    expect(shown).toEqual(['', 'First card', 'First card + Second card']);
  });

  it('takes turns under StrictMode too (its effects run twice)', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const First = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Second = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    renderWithProviders(
      <StrictMode>
        <First name="First card" />
        <Second name="Second card" />
      </StrictMode>,
    );
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'First card' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Second card' })).toBeInTheDocument();
  });

  it('a card gone before its turn does not hold up the cards after it, nor a home opened again', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const First = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Second = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Third = laterCard(() => chunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    function Home({ withSecond }: { withSecond: boolean }) {
      return (
        <>
          <First name="First card" />
          {withSecond && <Second name="Second card" />}
          <Third name="Third card" />
        </>
      );
    }
    const { rerender, unmount } = renderWithProviders(<Home withSecond />);
    await act(async () => arrive());
    // The second card leaves while it waits for its turn (or right after it started).
    rerender(<Home withSecond={false} />);
    expect(await screen.findByRole('heading', { name: 'Third card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First card' })).toBeInTheDocument();
    // Gone mid-chain, then a new set: it shows.
    unmount();
    let later: () => void = () => {};
    const next = new Promise<void>((resolve) => (later = resolve));
    const Fourth = laterCard(() => next.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Fifth = laterCard(() => next.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const again = renderWithProviders(
      <>
        <Fourth name="Fourth card" />
        <Fifth name="Fifth card" />
      </>,
    );
    await act(async () => later());
    again.unmount();
    // A new set whose code arrives now: the turns go on.
    let last: () => void = () => {};
    const lastChunk = new Promise<void>((resolve) => (last = resolve));
    const Sixth = laterCard(() => lastChunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    const Seventh = laterCard(() => lastChunk.then(() => Body), { title: BODY, skeletonCard: 'h-44' });
    renderWithProviders(
      <>
        <Fourth name="Fourth card" />
        <Sixth name="Sixth card" />
        <Seventh name="Seventh card" />
      </>,
    );
    // The fourth card's code is here: the home opened again renders it at once.
    expect(screen.getByRole('heading', { name: 'Fourth card' })).toBeInTheDocument();
    await act(async () => last());
    expect(await screen.findByRole('heading', { name: 'Sixth card' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Seventh card' })).toBeInTheDocument();
  });

  it('says so in the card’s place when its code fails to download, and tries again on request', async () => {
    // React reports the error it caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Body>>().mockRejectedValueOnce(chunkFailed()).mockResolvedValue(Body);
    const Card = laterCard(load, { title: BODY, skeletonCard: 'h-44' });
    renderWithProviders(
      <>
        <p>The rest of the home</p>
        <Card name="The card itself" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of your home could not be loaded.');
    // Under the card's own heading: which card is missing.
    expect(screen.getByRole('region', { name: 'Body' })).toContainElement(screen.getByRole('alert'));
    expect(screen.getByText('The rest of the home')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The card itself' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, shows the calm offline note and loads by itself once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onlineManager.setOnline(false);
    const load = vi.fn<() => Promise<typeof Body>>().mockRejectedValueOnce(chunkFailed()).mockResolvedValue(Body);
    const Card = laterCard(load, { title: BODY, skeletonCard: 'h-44' });
    renderWithProviders(<Card name="The card itself" />);
    expect(await screen.findByText('Not available offline. It will load when you are back online.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Body' })).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'The card itself' })).toBeInTheDocument();
  });

  it('leaves any other error to the screen’s error boundary, as before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = laterCard(
      () =>
        Promise.resolve(() => {
          throw new Error('a bug');
        }),
      { title: BODY, skeletonCard: 'h-44' },
    );
    renderWithProviders(
      <ScreenBoundary>
        <Broken />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('The screen’s boundary: a bug')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
