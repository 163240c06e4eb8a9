import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ExerciseCategoryPage } from './exercise-category-page';
import { ExerciseDetailPage } from './exercise-detail-page';
import { ExercisesPage } from './exercises-page';

const plank: Exercise = {
  _id: 'e1',
  key: 'plank',
  name: 'Plank',
  category: 'strength',
  level: 'beginner',
  default_unit: 'seconds',
  summary: 'Holds your body in a straight line.',
  muscles: ['core', 'shoulders'],
  equipment: [],
  instructions: ['Lie face down.', 'Lift onto your forearms.', 'Hold.'],
  safety: 'Stop if your back hurts.',
  illustration: {
    alt: 'Plank: resting on the forearms, body held in a straight line from head to heels.',
    props: ['mat'],
    frames: [
      {
        description: 'resting on the forearms, body held in a straight line from head to heels',
        torso: 96,
        spine: 0,
        near_arm: [0, 90],
        far_arm: [-2, 88],
        near_leg: [-84, -84],
        far_leg: [-82, -82],
        near_foot: 10,
        far_foot: 10,
        lift: 0,
      },
    ],
  },
};

describe('exercise pages', { timeout: 20_000 }, () => {
  it('shows the categories with their counts and searches the library', async () => {
    const server = mockFetch({
      'GET /api/exercises/categories': {
        body: {
          categories: [
            { category: 'strength', count: 21 },
            { category: 'balance', count: 1 },
          ],
        },
      },
      'GET /api/exercises': { body: { exercises: [plank] } },
    });
    const { user } = renderWithProviders(<ExercisesPage />, { route: '/exercises', path: '/exercises' });
    const strength = await screen.findByRole('link', { name: 'Strength' });
    expect(strength).toHaveAttribute('href', '/exercises/category/strength');
    expect(strength).toHaveAccessibleDescription(/^21 exercises /);
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAccessibleDescription(/^1 exercise /);
    await user.type(screen.getByLabelText('Search exercises'), 'plank');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Plank' })).toHaveAttribute('href', '/exercises/e1');
    expect(server.requests.some((r) => r.url.endsWith('/api/exercises?q=plank'))).toBe(true);
  });

  it('lists a category with level, default unit and summary', async () => {
    mockFetch({ 'GET /api/exercises': { body: { exercises: [plank] } } });
    renderWithProviders(<ExerciseCategoryPage />, { route: '/exercises/category/strength', path: '/exercises/category/:category' });
    expect(screen.getByRole('heading', { level: 1, name: 'Strength exercises' })).toBeInTheDocument();
    expect(await screen.findByText('Measured in seconds (sec)')).toBeInTheDocument();
    expect(screen.getByText('Holds your body in a straight line.')).toBeInTheDocument();
    // The card's drawing repeats what its link says, so assistive technology skips it.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('svg[aria-hidden="true"] circle')).not.toBeNull();
  });

  it('says an unknown category does not exist, without asking the server', () => {
    const server = mockFetch({});
    renderWithProviders(<ExerciseCategoryPage />, { route: '/exercises/category/yoga', path: '/exercises/category/:category' });
    expect(screen.getByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the instructions in order, the muscles, the equipment and the safety note', async () => {
    mockFetch({ 'GET /api/exercises/e1': { body: plank } });
    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/e1', path: '/exercises/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plank' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['1Step 1: Lie face down.', '2Step 2: Lift onto your forearms.', '3Step 3: Hold.']);
    expect(screen.getByText('Core')).toBeInTheDocument();
    expect(screen.getByText('None needed')).toBeInTheDocument();
    expect(screen.getByText('Stop if your back hurts.')).toBeInTheDocument();
  });

  it('draws the exercise as a picture named by its description, with the figure and its mat', async () => {
    mockFetch({ 'GET /api/exercises/e1': { body: plank } });
    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/e1', path: '/exercises/:id' });
    const drawing = await screen.findByRole('img', {
      name: 'Plank: resting on the forearms, body held in a straight line from head to heels.',
    });
    expect(drawing.getAttribute('viewBox')).toBe('0 0 100 100');
    expect(drawing.querySelectorAll('circle')).toHaveLength(1); // the head
    expect(drawing.querySelectorAll('path').length).toBeGreaterThanOrEqual(6); // two arms, two legs, the spine, the mat
    expect(drawing.innerHTML).not.toMatch(/<script|on\w+=|href/);
  });

  it('leaves the drawing out when an exercise has none', async () => {
    mockFetch({ 'GET /api/exercises/e1': { body: { ...plank, illustration: null } } });
    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/e1', path: '/exercises/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plank' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says an unknown exercise was not found', async () => {
    mockFetch({ 'GET /api/exercises/nope': { status: 404, body: { message: 'Exercise not found' } } });
    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/nope', path: '/exercises/:id' });
    expect(await screen.findByRole('heading', { name: 'Exercise not found' })).toBeInTheDocument();
  });

  it('speaks French: categories with their counts, a category, and an exercise', async () => {
    i18n.activate('fr');
    mockFetch({
      'GET /api/exercises/categories': {
        body: {
          categories: [
            { category: 'strength', count: 21 },
            { category: 'balance', count: 1 },
          ],
        },
      },
      'GET /api/exercises': { body: { exercises: [plank] } },
      'GET /api/exercises/e1': { body: plank },
    });
    const first = renderWithProviders(<ExercisesPage />, { route: '/exercises', path: '/exercises' });
    expect(screen.getByRole('heading', { level: 1, name: 'Exercices' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Force' })).toHaveAccessibleDescription(/^21 exercices /);
    expect(screen.getByRole('link', { name: 'Équilibre' })).toHaveAccessibleDescription(/^1 exercice /);
    expect(screen.getByLabelText('Rechercher des exercices')).toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<ExerciseCategoryPage />, {
      route: '/exercises/category/strength',
      path: '/exercises/category/:category',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Exercices de force' })).toBeInTheDocument();
    expect(await screen.findByText('Mesuré en secondes (s)')).toBeInTheDocument();
    expect(screen.getByText('1 exercice')).toBeInTheDocument();
    second.unmount();

    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/e1', path: '/exercises/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plank' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comment le faire' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Étape 1 : Lie face down.');
    expect(screen.getByText('Débutant')).toBeInTheDocument();
    expect(screen.getByText('Aucun')).toBeInTheDocument();
  });
});
