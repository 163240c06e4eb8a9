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
    expect(await screen.findByRole('link', { name: 'Strength, 21 exercises' })).toHaveAttribute('href', '/exercises/category/strength');
    expect(screen.getByRole('link', { name: 'Balance, 1 exercise' })).toBeInTheDocument();
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

  it('says an unknown exercise was not found', async () => {
    mockFetch({ 'GET /api/exercises/nope': { status: 404, body: { message: 'Exercise not found' } } });
    renderWithProviders(<ExerciseDetailPage />, { route: '/exercises/nope', path: '/exercises/:id' });
    expect(await screen.findByRole('heading', { name: 'Exercise not found' })).toBeInTheDocument();
  });
});
