import type { Coach, CoachMessage } from '@wellpath/shared/coaches/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CoachesPage } from './coaches-page';
import { CoachPage } from './coach-page';

const coach: Coach = {
  _id: 'k1',
  key: 'grace-liu',
  name: 'Grace Liu',
  credentials: 'RN, CDE',
  role: 'Registered Nurse and Certified Diabetes Educator',
  specialties: ['Prediabetes', 'Type 2 diabetes', 'Blood sugar monitoring', 'Foot care'],
  languages: ['English', 'Mandarin'],
  pillars: [{ _id: 'p1', name: 'Nutrition', slug: 'nutrition' }],
  initials: 'GL',
  photo_url: null,
  accepting_messages: true,
  bio: ['Grace has worked with people living with diabetes for 15 years.', 'She loves practical plans.'],
};

function message(id: string, coachId: string, extra: Partial<CoachMessage> = {}): CoachMessage {
  return {
    _id: id,
    coach: { _id: coachId, name: coachId === 'k1' ? 'Grace Liu' : 'Daniel Okafor' },
    subject: `Subject ${id}`,
    message: `Message ${id}`,
    status: 'sent',
    reply: null,
    created_at: '2026-03-04T12:00:00.000Z',
    updated_at: '2026-03-04T12:00:00.000Z',
    ...extra,
  };
}

describe('CoachPage', () => {
  it("shows the profile and the member's messages to this coach with their status and reply", async () => {
    mockFetch({
      'GET /api/coaches/grace-liu': { body: coach },
      'GET /api/coaches/messages': {
        body: {
          messages: [
            message('m1', 'k1', { status: 'answered', reply: 'Happy to help!' }),
            message('m2', 'k2'),
            message('m3', 'k1', { status: 'read' }),
          ],
        },
      },
    });
    renderWithProviders(<CoachPage />, { route: '/coaches/grace-liu', path: '/coaches/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Liu' })).toBeInTheDocument();
    expect(screen.getByText('RN, CDE')).toBeInTheDocument();
    expect(screen.getByText('Grace has worked with people living with diabetes for 15 years.')).toBeInTheDocument();
    expect(screen.getByText('Foot care')).toBeInTheDocument();
    expect(screen.getByText('English, Mandarin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/lifestyle/nutrition');
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Your messages' });
    const cards = await within(list).findAllByTestId('coach-message');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Status: Answered');
    expect(cards[0]).toHaveTextContent('Happy to help!');
    expect(within(cards[0]!).getByRole('link', { name: 'Read the whole conversation and reply: Subject m1' })).toHaveAttribute(
      'href',
      '/messages/m1',
    );
    expect(cards[1]).toHaveTextContent('Status: Read');
    expect(within(cards[1]!).getByRole('link', { name: 'Open the conversation: Subject m3' })).toHaveAttribute('href', '/messages/m3');
    expect(within(list).queryByText('Subject m2')).not.toBeInTheDocument();
  });

  it('shows a friendly not found page for an unknown coach', async () => {
    mockFetch({
      'GET /api/coaches/nobody': { status: 404, body: { message: 'Coach not found' } },
      'GET /api/coaches/messages': { body: { messages: [] } },
    });
    renderWithProviders(<CoachPage />, { route: '/coaches/nobody', path: '/coaches/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the care team' })).toHaveAttribute('href', '/coaches');
  });
});

describe('CoachesPage', () => {
  it('lists the care team with initials, credentials, role, specialties and languages', async () => {
    const { bio: _bio, ...summary } = coach;
    mockFetch({
      'GET /api/coaches': {
        body: {
          coaches: [summary, { ...summary, _id: 'k2', key: 'sofia', name: 'Sofia Ramirez', initials: 'SR', accepting_messages: false }],
        },
      },
      'GET /api/coaches/messages': { body: { messages: [] } },
    });
    renderWithProviders(<CoachesPage />, { route: '/coaches' });

    const grace = await screen.findByRole('article', { name: 'Grace Liu' });
    expect(within(grace).getByRole('link', { name: 'Grace Liu' })).toHaveAttribute('href', '/coaches/k1');
    expect(within(grace).getByText('GL')).toBeInTheDocument();
    expect(within(grace).getByText('Registered Nurse and Certified Diabetes Educator')).toBeInTheDocument();
    expect(within(grace).getByText('Prediabetes')).toBeInTheDocument();
    expect(within(grace).getByText('+1 more')).toBeInTheDocument();
    expect(within(grace).queryByText('Not taking messages')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sofia Ramirez' })).getByText('Not taking messages')).toBeInTheDocument();
    expect(await screen.findByText(/You have not sent any messages yet/)).toBeInTheDocument();
  });
});
