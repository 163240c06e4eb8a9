import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConditionDetail } from '@wellpath/shared/conditions/wire';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ConditionDetailPage } from './condition-detail-page';

const detail: ConditionDetail = {
  _id: 'c1',
  key: 'hypertension',
  name: 'High blood pressure (hypertension)',
  summary: 'Blood pressure that stays high.',
  has_condition: false,
  marked_from: null,
  description: '<h2>What it is</h2><p>The force of blood.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  pillars: [{ _id: 'p1', name: 'Nutrition', slug: 'nutrition' }],
  programs: [{ _id: 'pr1', title: 'Lower-Sodium Kitchen', shortText: 'Two weeks of practical habits.' }],
  education: [{ _id: 'e1', title: 'What your numbers mean', summary: 'The top and bottom numbers.' }],
  links: [{ title: 'Hypertension Canada', url: 'https://hypertension.ca' }],
};

describe('ConditionDetailPage', () => {
  it('shows the sanitised description and links to the pillars, programs, posts and sources that help', async () => {
    mockFetch({ 'GET /api/conditions/c1': { body: detail } });
    const { container } = renderWithProviders(<ConditionDetailPage />, { route: '/conditions/c1', path: '/conditions/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: detail.name })).toBeInTheDocument();
    expect(screen.getByText('The force of blood.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(screen.getByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/lifestyle/nutrition');
    expect(screen.getByRole('link', { name: /Lower-Sodium Kitchen/ })).toHaveAttribute('href', '/programs/pr1');
    expect(screen.getByRole('link', { name: /What your numbers mean/ })).toHaveAttribute('href', '/education/posts/e1');
    const external = screen.getByRole('link', { name: 'Hypertension Canada (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://hypertension.ca');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('checkbox', { name: `I have this condition: ${detail.name}` })).not.toBeChecked();
  });

  it('marks the condition from its page', async () => {
    const fetch = mockFetch({
      'GET /api/conditions/c1': { body: detail },
      'PUT /api/conditions/c1/member': { body: { _id: 'c1', has_condition: true } },
    });
    const { user } = renderWithProviders(<ConditionDetailPage />, { route: '/conditions/c1', path: '/conditions/:id' });
    await user.click(await screen.findByRole('checkbox', { name: /I have this condition/ }));
    expect(await screen.findByText('Added to your profile.')).toBeInTheDocument();
    expect(fetch.calls('PUT /api/conditions/c1/member')).toHaveLength(1);
  });

  it('says when the condition does not exist', async () => {
    mockFetch({ 'GET /api/conditions/nope': { status: 404, body: { message: 'Condition not found' } } });
    renderWithProviders(<ConditionDetailPage />, { route: '/conditions/nope', path: '/conditions/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Condition not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText(/does not exist/)).toBeInTheDocument();
  });

  it("shows 'Failed to load conditions. Please try again later.' on other failures", async () => {
    mockFetch({ 'GET /api/conditions/c1': { status: 400, body: {} } });
    renderWithProviders(<ConditionDetailPage />, { route: '/conditions/c1', path: '/conditions/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load conditions. Please try again later.');
  });
});
