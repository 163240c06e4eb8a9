import { screen, within } from '@testing-library/react';
import type { BpReading } from '@wellpath/shared/health/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { EnterReading } from './enter-reading';

const saved = (extra: Partial<BpReading> = {}): BpReading => ({
  _id: 'r1',
  systolic: 142,
  diastolic: 91,
  pulse: 72,
  measured_at: '2026-11-29T14:00:00.000Z',
  arm: null,
  notes: '',
  category: 'stage2',
  urgent: false,
  entered_by: { name: 'Noor Haddad', role: 'clinician' },
  ...extra,
});

describe('EnterReading', { timeout: 20_000 }, () => {
  it('checks the numbers like the member form, sends the reading and says the member sees the name', async () => {
    const server = mockFetch({ 'POST /api/staff/members/m1/blood-pressure': { status: 201, body: saved() } });
    const { user } = renderAsStaff('clinician', <EnterReading memberId="m1" name="Jordan" />, { route: '/care/members/m1' });
    const form = screen.getByRole('region', { name: 'Enter a blood pressure reading' });
    await user.click(within(form).getByRole('button', { name: 'Save reading' }));
    expect(await within(form).findByText('Enter the systolic (top) number')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/members/m1/blood-pressure')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Systolic (top)' }), '142');
    await user.type(within(form).getByRole('textbox', { name: 'Diastolic (bottom)' }), '91');
    await user.type(within(form).getByRole('textbox', { name: /^Pulse/ }), '72');
    await user.click(within(form).getByRole('button', { name: 'Save reading' }));
    expect(await within(form).findByText('Reading saved. Jordan sees it with your name beside it.')).toBeInTheDocument();
    const sent = server.calls('POST /api/staff/members/m1/blood-pressure')[0]!;
    expect(sent.body).toMatchObject({ systolic: 142, diastolic: 91, pulse: 72 });
    expect(sent.headers['idempotency-key']).toBeTruthy();
  });

  it('says in red that a crisis reading raised the urgent alert', async () => {
    mockFetch({
      'POST /api/staff/members/m1/blood-pressure': {
        status: 201,
        body: saved({ systolic: 186, diastolic: 124, category: 'crisis', urgent: true }),
      },
    });
    const { user } = renderAsStaff('clinician', <EnterReading memberId="m1" name="Jordan" />, { route: '/care/members/m1' });
    await user.type(screen.getByRole('textbox', { name: 'Systolic (top)' }), '186');
    await user.type(screen.getByRole('textbox', { name: 'Diastolic (bottom)' }), '124');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    const message = await screen.findByText('Reading saved. It is above 180/120: an urgent alert was raised for the care team.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
