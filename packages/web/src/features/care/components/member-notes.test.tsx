import { screen, waitFor, within } from '@testing-library/react';
import type { CareNote } from '@wellpath/shared/staff/notes';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberNotes } from './member-notes';

const CLINICAL = ['call', 'visit', 'review', 'other'] as const;

const note = (overrides: Partial<CareNote> = {}): CareNote => ({
  _id: 'n1',
  type: 'call',
  noted_on: '2026-11-20',
  text: 'Called about the reading of 150/95.',
  author: { _id: 'staff-1', name: 'Noor Haddad', role: 'clinician' },
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  editable_until: '2026-11-21T15:00:00.000Z',
  can_edit: false,
  addenda: [],
  ...overrides,
});

describe('MemberNotes', { timeout: 20_000 }, () => {
  it('lets a clinician write a clinical note and shows it, with its addenda and no edit once closed', async () => {
    let notes: CareNote[] = [
      note({
        addenda: [
          {
            _id: 'a1',
            text: 'Member called back.',
            author: { _id: 's2', name: 'Sam Lee', role: 'clinician' },
            created_at: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    ];
    const server = mockFetch({
      'GET /api/staff/members/m1/notes': () => ({ body: { notes, next_cursor: null, can_write: [...CLINICAL] } }),
      'POST /api/staff/members/m1/notes': (req) => {
        const added = note({ _id: 'n2', type: req.body.type, noted_on: req.body.noted_on, text: req.body.text, can_edit: true });
        notes = [added, ...notes];
        return { status: 201, body: added };
      },
    });
    const { user } = renderAsStaff('clinician', <MemberNotes memberId="m1" />, { route: '/care/members/m1' });

    const first = await screen.findByRole('article', { name: /November 20, 2026/ });
    expect(first).toHaveTextContent('Call');
    expect(first).toHaveTextContent('by Noor Haddad, Clinician');
    expect(within(first).getByRole('list', { name: 'Addenda' })).toHaveTextContent('Addendum by Sam Lee, Clinician');
    expect(within(first).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add an addendum' })).toBeInTheDocument();

    const type = screen.getByRole('combobox', { name: 'Type of note' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Call', 'Visit', 'Review', 'Other']);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/members/m1/notes')).toHaveLength(0);

    await user.selectOptions(type, 'visit');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Clinic visit: weight down 2 kg.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/members/m1/notes')[0]!.body).toMatchObject({
      type: 'visit',
      text: 'Clinic visit: weight down 2 kg.',
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const added = screen.getAllByRole('article')[0]!;
    expect(added).toHaveTextContent('Clinic visit: weight down 2 kg.');
    expect(within(added).getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('offers a coach coaching notes only, and no addendum to a kind they do not write', async () => {
    mockFetch({
      'GET /api/staff/members/m1/notes': {
        body: {
          notes: [note({ type: 'coaching', author: { _id: 'c1', name: 'Maya Thompson', role: 'coach' } })],
          next_cursor: null,
          can_write: ['coaching'],
        },
      },
    });
    renderAsStaff('coach', <MemberNotes memberId="m1" />, { route: '/care/members/m1' });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Coaching');
    expect(
      within(screen.getByRole('combobox', { name: 'Type of note' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Coaching']);
    expect(within(card).getByRole('button', { name: 'Add an addendum' })).toBeInTheDocument();
  });

  it('adds an addendum and says why an edit was refused', async () => {
    const server = mockFetch({
      'GET /api/staff/members/m1/notes': { body: { notes: [note({ can_edit: true })], next_cursor: null, can_write: [...CLINICAL] } },
      'PUT /api/staff/members/m1/notes/n1': {
        status: 409,
        body: { message: 'A note can be edited for 24 hours after it is written. Add an addendum instead.', code: 'NOTE_EDIT_CLOSED' },
      },
      'POST /api/staff/members/m1/notes/n1/addenda': { status: 201, body: note() },
    });
    const { user } = renderAsStaff('clinician', <MemberNotes memberId="m1" />, { route: '/care/members/m1' });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Edit note' }));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText(/Add an addendum instead/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Add an addendum' }));
    await user.type(within(card).getByRole('textbox', { name: 'Addendum' }), 'Spoke again on Monday.');
    await user.click(within(card).getByRole('button', { name: 'Add addendum' }));
    expect(await within(card).findByText('Addendum added.')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/members/m1/notes/n1/addenda')[0]!.body).toEqual({ text: 'Spoke again on Monday.' });
  });
});
