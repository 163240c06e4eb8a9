import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import type { Recommendation } from '@wellpath/shared/lifestyle/recommendations';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PillarPage } from './pillar-page';

function pillar(id: string, name: string, slug: string, isActive: boolean): Pillar {
  return { _id: id, name, description: `${name} description`, icon: 'moon', slug, is_active: isActive };
}

const pillars = [
  pillar('p1', 'Sleep', 'sleep', false),
  pillar('p2', 'Nutrition', 'nutrition', true),
  pillar('p3', 'Stress', 'stress', true),
];

const recommendation: Recommendation = {
  _id: 'r1',
  title: 'Keep a regular wake time',
  category: 'Sleep',
  subcategory: 'Sleep habits',
  description: '<p>Get up at the same time every day.</p>',
  color: 'indigo',
  status: 'not_started',
  is_completed: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  survey_title: 'Sleep check',
  external_links: [],
  source: { type: 'score_range', score: 9, range_text: 'Some sleep problems' },
  pillar: { _id: 'p1', name: 'Sleep', slug: 'sleep' },
};

const program = {
  _id: 'prog1',
  key: 'sleep-reset',
  title: '14-Day Sleep Reset',
  type: 'standard' as const,
  level: null,
  duration: 14,
  duration_unit: 'days' as const,
  schedule: { per: 'day' as const, target: 1 },
  shortText: 'Two weeks of small habits.',
  description: '',
  pillar: { _id: 'p1', name: 'Sleep', slug: 'sleep' },
  action_items: [],
  exercises: [],
  member_status: 'active' as const,
};

function survey(id: string, title: string, slug: string | null, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    key: id,
    title,
    description: `${title} description`,
    pillar: slug ? { _id: `x-${slug}`, name: slug, slug } : null,
    estimated_minutes: 3,
    question_count: 5,
    scored: true,
    completions: 0,
    last_completed_at: null,
    last_score: null,
    last_range_text: null,
    score_unit: null,
    has_draft: false,
    ...extra,
  };
}

function setup<R = object>(overrides?: MockRoutes<R>, route = '/lifestyle/sleep') {
  let state = pillars.map((p) => ({ ...p }));
  const server = mockFetch(
    {
      'GET /api/lifestyle/pillars': () => ({ body: state }),
      'POST /api/lifestyle/pillars/p1/toggle': () => {
        state = state.map((p) => (p._id === 'p1' ? { ...p, is_active: !p.is_active } : p));
        return { body: { _id: 'p1', is_active: state[0]!.is_active } };
      },
      'GET /api/lifestyle/recommendations/user': { body: { recommendations: [recommendation] } },
      'GET /api/programs': { body: { programs: [program] } },
      'GET /api/surveys': {
        body: {
          surveys: [
            survey('s1', 'Sleep check', 'sleep', {
              completions: 2,
              last_completed_at: '2026-03-04T15:00:00.000Z',
              last_score: 9,
              last_range_text: 'Some sleep problems',
            }),
            survey('s2', 'Mood check', 'stress'),
            survey('s3', 'Health profile', null),
          ],
        },
      },
    },
    overrides,
  );
  const view = renderWithProviders(<PillarPage />, { route, path: '/lifestyle/:slug' });
  return { server, ...view };
}

describe('PillarPage', () => {
  it('is in French when the app is: the page, the reason and the programme duration', async () => {
    i18n.activate('fr');
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep' })).toBeInTheDocument();
    expect(screen.getByText('Pilier du mode de vie')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activer Sleep' })).toBeInTheDocument();
    expect(await screen.findByText('Ajouté parce que votre score de 9 se situe dans la plage « Some sleep problems »')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme terminée' })).toBeInTheDocument();
    expect(await screen.findByText('14 jours')).toBeInTheDocument();
    expect(await screen.findByText('Rempli le 4 mars 2026 · score : 9')).toBeInTheDocument();
  });

  it("shows the pillar, the member's recommendations, its programs and its surveys", async () => {
    const { server } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep' })).toBeInTheDocument();
    expect(screen.getByText('Sleep description')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activate Sleep' })).toHaveAttribute('aria-checked', 'false');

    expect(await screen.findByRole('article', { name: 'Keep a regular wake time' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/lifestyle/recommendations/user')!.url).toContain('?pillar=sleep');

    const programLink = await screen.findByRole('link', { name: /14-Day Sleep Reset/ });
    expect(programLink).toHaveAttribute('href', '/programs/prog1');
    expect(within(programLink).getByText('Two weeks of small habits.')).toBeInTheDocument();
    expect(within(programLink).getByText('14 days')).toBeInTheDocument();
    expect(within(programLink).getByText('In progress')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/programs')!.url).toContain('?pillar=sleep');

    const surveys = await screen.findByRole('region', { name: 'Surveys' });
    expect(within(surveys).getByRole('heading', { name: 'Sleep check' })).toBeInTheDocument();
    expect(within(surveys).queryByText('Mood check')).not.toBeInTheDocument();
    expect(within(surveys).queryByText('Health profile')).not.toBeInTheDocument();
    expect(within(surveys).getByText('Last taken March 4, 2026 · score 9')).toBeInTheDocument();
    expect(within(surveys).getByText('Some sleep problems')).toBeInTheDocument();
    expect(within(surveys).getByRole('link', { name: 'Retake survey: Sleep check' })).toHaveAttribute('href', '/surveys/s1/start');
  });

  it('warns before activating a third pillar and activates it on Yes, Activate', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Activate Sleep' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate another pillar?' });
    expect(server.calls('POST /api/lifestyle/pillars/p1/toggle')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Activate' }));
    expect(await screen.findByRole('switch', { name: 'Activate Sleep', checked: true })).toBeInTheDocument();
    expect(server.calls('POST /api/lifestyle/pillars/p1/toggle')).toHaveLength(1);
  });

  it('says when the pillar has no recommendations, programs or surveys yet', async () => {
    setup({
      'GET /api/lifestyle/recommendations/user': { body: { recommendations: [] } },
      'GET /api/programs': { body: { programs: [] } },
      'GET /api/surveys': { body: { surveys: [] } },
    });
    expect(await screen.findByText('No recommendations for this pillar yet')).toBeInTheDocument();
    expect(await screen.findByText(/There are no programs for this pillar yet/)).toBeInTheDocument();
    expect(await screen.findByText(/There are no surveys for this pillar yet/)).toBeInTheDocument();
  });

  it('shows the programs failure message of the spec', async () => {
    setup({ 'GET /api/programs': { status: 500 } });
    expect(await screen.findByText('Failed to load programs. Please try again later.')).toBeInTheDocument();
  });

  it('shows a friendly not-found page for an unknown slug', async () => {
    const { server } = setup({}, '/lifestyle/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pillar not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Health Journey' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/lifestyle/nutrition');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/lifestyle/pillars']);
  });

  it('says so when the pillars cannot be loaded', async () => {
    setup({ 'GET /api/lifestyle/pillars': { status: 500 } });
    expect(await screen.findByText('Failed to load lifestyle pillars. Please try again later.')).toBeInTheDocument();
  });
});
