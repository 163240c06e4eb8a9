import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@wellpath/shared/programs/progress';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDateWithWeekday, today } from '@/lib/dates';
import { mockFetch, type CallHandler, type CallReply } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, exerciseProgram, exercisesResponse, progressFor, standardProgram } from '../testing/fixtures';
import { TrackingPopup } from './tracking-popup';

function setup(
  program: Program,
  progress: ProgramProgress,
  {
    initialDate,
    track,
    detail,
  }: { initialDate?: string; track?: CallHandler<'POST /programs/:id/track'>; detail?: CallHandler<'GET /programs/:id'> } = {},
) {
  const server = mockFetch({
    ...(detail && { [`GET /api/programs/${program._id}`]: detail }),
    'GET /api/exercises': { body: exercisesResponse },
    [`POST /api/programs/${program._id}/track`]: track ?? ((req) => ({ body: { ...progress, tracking_history: [req.body] } })),
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <TrackingPopup program={program} progress={progress} initialDate={initialDate} onClose={onClose} onSaved={onSaved} />,
  );
  const dialog = () => screen.getByRole('dialog');
  const trackCalls = () => server.calls(`POST /api/programs/${program._id}/track`);
  return { ...view, server, onClose, onSaved, dialog, trackCalls };
}

function setDate(value: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value } });
}

// Busy machines render a large form slowly; wait up to 5 s for what the member would see.

// A large form in jsdom: allow more than the default 5 s per test on a busy machine.
describe('TrackingPopup', { timeout: 20_000 }, () => {
  it('opens on today, titled Track Progress, with the day in en-US long format', () => {
    const program = standardProgram();
    setup(program, progressFor(program));
    expect(screen.getByRole('dialog', { name: 'Track Progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(today());
    expect(screen.getByTestId('tracking-date')).toHaveTextContent(formatLongDateWithWeekday(today()));
  });

  it('shows the weekday format the spec asks for', () => {
    const program = standardProgram();
    const progress = { ...progressFor(program), start_day: '2026-11-01' };
    setup(program, progress, { initialDate: '2026-11-21' });
    expect(screen.getByTestId('tracking-date')).toHaveTextContent('Saturday, November 21, 2026');
  });

  it('is titled Edit Progress and prefilled when the chosen day has an entry', () => {
    const program = standardProgram();
    const yesterday = addDays(today(), -1);
    const progress = progressFor(program, [entry(yesterday, { completed_items: [0, 1, 2], item_values: { '1': 4, '2': 'Mild' } })]);
    setup(program, progress);

    expect(screen.getByRole('dialog', { name: 'Track Progress' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Smoke-free today/ })).not.toBeChecked();

    setDate(yesterday);
    expect(screen.getByRole('dialog', { name: 'Edit Progress' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Smoke-free today/ })).toBeChecked();
    expect(screen.getByLabelText('Cigarettes smoked today')).toHaveValue(4);
    expect(screen.getByRole('radio', { name: 'Mild' })).toBeChecked();
  });

  it('loads a day older than the recent ones the list carried before it can be saved, and shows what was recorded', async () => {
    const program = standardProgram();
    const old = addDays(today(), -60);
    const recent = {
      ...progressFor(program, [entry(today(), { completed_items: [0] })], 90),
      tracking_history_from: addDays(today(), -41),
    };
    const full = {
      ...recent,
      tracking_history: [entry(old, { completed_items: [0, 1, 2], item_values: { '1': 4 } }), ...recent.tracking_history],
    };
    let answer: (reply: CallReply<'GET /programs/:id'>) => void = () => {};
    const held = new Promise<CallReply<'GET /programs/:id'>>((resolve) => (answer = resolve));
    const { server, user, trackCalls } = setup(program, recent, { detail: () => held });

    setDate(old);
    expect(await screen.findByText('Loading what you recorded on this day…')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(trackCalls()).toHaveLength(0);

    answer({ body: { program, progress: full, past: [] } });
    expect(await screen.findByRole('dialog', { name: 'Edit Progress' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Smoke-free today/ })).toBeChecked();
    expect(screen.getByLabelText('Cigarettes smoked today')).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Back to a recent day: the list's own entry, and the programme's page was asked for once.
    setDate(today());
    expect(screen.getByRole('dialog', { name: 'Edit Progress' })).toBeInTheDocument();
    expect(server.calls(`GET /api/programs/${program._id}`)).toHaveLength(1);
  });

  it('does not let an older day be saved when its entry cannot be loaded', async () => {
    const program = standardProgram();
    const recent = { ...progressFor(program, [], 90), tracking_history_from: addDays(today(), -41) };
    setup(program, recent, { detail: { status: 503, body: { message: 'Unavailable' } } });
    setDate(addDays(today(), -60));
    expect(await screen.findByText(/could not be loaded, so it cannot be changed now/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('does not accept a day in the future', async () => {
    const program = standardProgram();
    const { user, trackCalls } = setup(program, progressFor(program));
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', today());

    setDate(addDays(today(), 1));
    expect(screen.getByText('The date cannot be in the future.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(trackCalls()).toHaveLength(0);
  });

  it('does not accept a day before the programme started', async () => {
    const program = standardProgram();
    const progress = progressFor(program, [], 2);
    const { user, trackCalls } = setup(program, progress);
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', progress.start_day);

    setDate(addDays(progress.start_day, -1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/The date cannot be before you started this program/)).toBeInTheDocument();
    expect(trackCalls()).toHaveLength(0);
  });

  it('sends a standard programme with item indexes and leaves empty values out', async () => {
    const program = standardProgram();
    const { user, trackCalls, onClose, onSaved } = setup(program, progressFor(program));

    await user.click(screen.getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.type(screen.getByLabelText('Cigarettes smoked today'), '0');
    await user.type(screen.getByLabelText('What helped today?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(trackCalls()).toHaveLength(1));
    expect(trackCalls()[0]!.body).toEqual({ date: today(), completed_items: [0, 1], item_values: { '1': 0 } });
    expect(trackCalls()[0]!.url).toContain(`today=${today()}`);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(today(), 'sent');
  });

  it('checks number items against their minimum and maximum', async () => {
    const program = standardProgram();
    const { user, trackCalls } = setup(program, progressFor(program));
    const input = screen.getByLabelText('Cigarettes smoked today');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '60');
    expect(input).toHaveAttribute('step', '1');

    await user.type(input, '61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number from 0 to 60.')).toBeInTheDocument();
    expect(trackCalls()).toHaveLength(0);
  });

  it('hides the weight for seconds, minutes and calories, and shows the unit labels', async () => {
    const program = exerciseProgram();
    const { user } = setup(program, progressFor(program));
    await screen.findByText('Bodyweight Squat (library)');
    for (const name of ['Bodyweight Squat (library)', 'Brisk Walk', 'Plank', 'Rowing Machine', 'Stationary Bike']) {
      await user.click(screen.getByLabelText(`Add set to ${name}`));
    }
    // Legends name the groups; looking them up by text keeps this test fast on a large form.
    const set = (name: string) => {
      const exercise = screen.getByText(new RegExp(`^${name}`), { selector: 'legend' }).closest('fieldset')!;
      return within(exercise).getByText('Set 1', { selector: 'legend' }).closest('fieldset')!;
    };

    expect(within(set('Bodyweight Squat')).getByLabelText('Amount (reps)')).toHaveValue(10);
    expect(within(set('Bodyweight Squat')).getByLabelText('Weight (kg)')).toBeInTheDocument();
    expect(within(set('Rowing Machine')).getByLabelText('Amount (m)')).toBeInTheDocument();
    expect(within(set('Rowing Machine')).getByLabelText('Weight (kg)')).toBeInTheDocument();
    expect(within(set('Brisk Walk')).getByLabelText('Amount (min)')).toBeInTheDocument();
    expect(within(set('Brisk Walk')).queryByLabelText('Weight (kg)')).not.toBeInTheDocument();
    expect(within(set('Plank')).getByLabelText('Amount (sec)')).toBeInTheDocument();
    expect(within(set('Plank')).queryByLabelText('Weight (kg)')).not.toBeInTheDocument();
    expect(within(set('Stationary Bike')).getByLabelText('Amount (cal)')).toBeInTheDocument();
    expect(within(set('Stationary Bike')).queryByLabelText('Weight (kg)')).not.toBeInTheDocument();
  });

  it('cannot add sets beyond the target set count', async () => {
    const program = exerciseProgram();
    const { user } = setup(program, progressFor(program));
    const add = await screen.findByRole('button', { name: 'Add set to Bodyweight Squat (library)' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    await user.click(add);
    const squat = screen.getByRole('group', { name: 'Bodyweight Squat (library)' });
    expect(within(squat).getAllByRole('group', { name: /^Set \d$/ })).toHaveLength(2);
    expect(within(squat).getByText(/2 of 2 sets/)).toBeInTheDocument();
  });

  it('names exercises from GET /api/exercises?ids=', async () => {
    const program = exerciseProgram();
    const { server } = setup(program, progressFor(program));
    expect(await screen.findByRole('group', { name: 'Bodyweight Squat (library)' })).toBeInTheDocument();
    const call = server.calls('GET /api/exercises')[0]!;
    expect(decodeURIComponent(call.url)).toContain('ids=ex-squat,ex-walk,ex-plank,ex-row,ex-bike');
  });

  it('sends an exercise programme with action_N keys and set by set tracking', async () => {
    const program = exerciseProgram();
    const { user, trackCalls } = setup(program, progressFor(program));
    await user.click(screen.getByRole('checkbox', { name: /Warmed up/ }));
    await user.click(screen.getByRole('radio', { name: 'Moderate' }));

    await user.click(screen.getByRole('button', { name: /Add set to Bodyweight Squat/ }));
    await user.click(screen.getByRole('button', { name: /Add set to Bodyweight Squat/ }));
    const squat = screen.getByRole('group', { name: /Bodyweight Squat/ });
    const [first, second] = within(squat).getAllByRole('group', { name: /^Set \d$/ });
    await user.clear(within(first!).getByLabelText('Amount (reps)'));
    await user.type(within(first!).getByLabelText('Amount (reps)'), '12');
    await user.type(within(first!).getByLabelText('Weight (kg)'), '7.5');
    await user.type(within(first!).getByLabelText(/Notes/), ' easy ');
    // A set with an amount is completed; one left without is not.
    await user.clear(within(second!).getByLabelText('Amount (reps)'));

    await user.click(screen.getByRole('button', { name: /Add set to Brisk Walk/ }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(trackCalls()).toHaveLength(1));
    expect(trackCalls()[0]!.body).toEqual({
      date: today(),
      completed_items: { action_0: true, action_1: true },
      item_values: { action_1: 'Moderate' },
      exercise_tracking: [
        {
          exercise_id: 'ex-squat',
          sets_completed: [
            { amount: 12, weight: 7.5, notes: 'easy', unit: 'reps', completed: true },
            { amount: 0, weight: null, notes: '', unit: 'reps', completed: false },
          ],
        },
        { exercise_id: 'ex-walk', sets_completed: [{ amount: 20, weight: null, notes: '', unit: 'minutes', completed: true }] },
      ],
    });
  });

  it('adds a set at the target amount, already completed; the member can still untick it', async () => {
    const program = exerciseProgram();
    const { user } = setup(program, progressFor(program));
    await user.click(await screen.findByRole('button', { name: /Add set to Bodyweight Squat/ }));
    const set = within(screen.getByRole('group', { name: /Bodyweight Squat/ })).getByRole('group', { name: 'Set 1' });
    const amount = within(set).getByLabelText('Amount (reps)');
    const completed = within(set).getByRole('checkbox', { name: 'Completed' });
    expect(amount).toHaveValue(Number(program.exercises[0]!.reps));
    expect(completed).toBeChecked();
    // Emptied, nothing was done; an amount again, done.
    await user.clear(amount);
    expect(completed).not.toBeChecked();
    await user.type(amount, '6');
    expect(completed).toBeChecked();
    // Once the member sets it, it stays as they set it.
    await user.click(completed);
    await user.type(amount, '0');
    expect(completed).not.toBeChecked();
  });

  it('refuses a decimal amount with a message, rather than saving it cut to a whole number', async () => {
    const program = exerciseProgram();
    const { user, trackCalls } = setup(program, progressFor(program));
    await user.click(await screen.findByRole('button', { name: /Add set to Bodyweight Squat/ }));
    const amount = within(screen.getByRole('group', { name: /Bodyweight Squat/ })).getByLabelText('Amount (reps)');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/Whole numbers only: enter 12 or 13, not 12\.5\./);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(trackCalls()).toHaveLength(0);
  });

  it('records every target set in simple mode', async () => {
    const program = exerciseProgram();
    const { user, trackCalls } = setup(program, progressFor(program));
    await user.click(screen.getByRole('switch', { name: 'Simple mode' }));
    await user.click(screen.getByRole('checkbox', { name: /Plank/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(trackCalls()).toHaveLength(1));
    const body = trackCalls()[0]!.body as { exercise_tracking: unknown; completed_items: unknown; item_values: unknown };
    expect(body.completed_items).toEqual({});
    expect(body.item_values).toEqual({});
    expect(body.exercise_tracking).toEqual([
      {
        exercise_id: 'ex-plank',
        sets_completed: Array.from({ length: 3 }, () => ({ amount: 30, weight: null, notes: '', unit: 'seconds', completed: true })),
      },
    ]);
  });

  it('keeps sets recorded one by one in simple mode, and removes an exercise unticked there', async () => {
    const program = exerciseProgram();
    const day = today();
    const squatSets = [{ amount: 8, weight: 4, notes: 'heavy', unit: 'reps' as const, completed: true }];
    const walkSets = [{ amount: 25, weight: null, notes: '', unit: 'minutes' as const, completed: true }];
    const progress = progressFor(program, [
      entry(day, {
        completed_items: {},
        exercise_tracking: [
          { exercise_id: 'ex-squat', sets_completed: squatSets },
          { exercise_id: 'ex-walk', sets_completed: walkSets },
        ],
      }),
    ]);
    const { user, trackCalls } = setup(program, progress);
    await user.click(screen.getByRole('switch', { name: 'Simple mode' }));
    expect(screen.getByRole('checkbox', { name: /Brisk Walk/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Bodyweight Squat/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Brisk Walk/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(trackCalls()).toHaveLength(1));
    expect((trackCalls()[0]!.body as { exercise_tracking: unknown }).exercise_tracking).toEqual([
      { exercise_id: 'ex-squat', sets_completed: squatSets },
    ]);
  });

  it('prefills an exercise day with its sets and action_N answers', () => {
    const program = exerciseProgram();
    const day = today();
    const progress = progressFor(program, [
      entry(day, {
        completed_items: { action_0: true },
        item_values: { action_1: 'Hard' },
        exercise_tracking: [
          { exercise_id: 'ex-squat', sets_completed: [{ amount: 8, weight: 4, notes: 'knee ok', unit: 'reps', completed: true }] },
        ],
      }),
    ]);
    setup(program, progress);
    expect(screen.getByRole('dialog', { name: 'Edit Progress' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Warmed up/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hard' })).toBeChecked();
    const set = within(screen.getByRole('group', { name: /Bodyweight Squat/ })).getByRole('group', { name: 'Set 1' });
    expect(within(set).getByLabelText('Amount (reps)')).toHaveValue(8);
    expect(within(set).getByLabelText('Weight (kg)')).toHaveValue(4);
    expect(within(set).getByLabelText(/Notes/)).toHaveValue('knee ok');
  });

  it('lists the errors the server sends back and stays open', async () => {
    const program = standardProgram();
    const { user, onClose } = setup(program, progressFor(program), {
      track: { status: 400, body: { message: 'Tracking was not saved', errors: ['"Cigarettes smoked today" must be between 0 and 60'] } },
    });
    await user.click(screen.getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('"Cigarettes smoked today" must be between 0 and 60')).toBeInTheDocument();
    expect(screen.getByText('Your progress was not saved:')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the member when saving failed, and logs it', async () => {
    const program = standardProgram();
    const { user, onClose } = setup(program, progressFor(program), { track: { status: 500, body: { message: 'Something went wrong' } } });
    await user.click(screen.getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Your progress could not be saved/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const logs = JSON.parse(localStorage.getItem('app_logs') ?? '[]') as Array<{ message: string }>;
    expect(logs.map((l) => l.message)).toContain('Failed to save tracking');
  });

  it('speaks French: title, date, unit labels, plurals and the form’s own messages', async () => {
    i18n.activate('fr');
    const program = exerciseProgram();
    const progress = { ...progressFor(program), start_day: '2026-11-01' };
    const { user, trackCalls } = setup(program, progress, { initialDate: '2026-11-21' });
    expect(screen.getByRole('dialog', { name: 'Noter le suivi' })).toBeInTheDocument();
    expect(screen.getByTestId('tracking-date')).toHaveTextContent('samedi 21 novembre 2026');
    const squat = await screen.findByRole('group', { name: 'Bodyweight Squat (library)' });
    expect(within(squat).getByText('Objectif : 2 séries × 10 répét.')).toBeInTheDocument();
    expect(within(squat).getByText('Aucune série notée pour cette journée.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Brisk Walk' })).getByText('Objectif : 1 série × 20 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une série à Bodyweight Squat (library)' }));
    const set = within(squat).getByRole('group', { name: 'Série 1' });
    expect(within(set).getByLabelText('Quantité (répét.)')).toHaveValue(10);
    expect(within(set).getByLabelText('Poids (kg)')).toBeInTheDocument();
    expect(within(squat).getByText('1 sur 2 séries')).toBeInTheDocument();

    await user.clear(within(set).getByLabelText('Quantité (répét.)'));
    await user.type(within(set).getByLabelText('Quantité (répét.)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez corriger les champs en surbrillance.')).toBeInTheDocument();
    expect(screen.getByText('Nombres entiers seulement : entrez 12 ou 13, pas 12.5.')).toBeInTheDocument();
    expect(trackCalls()).toHaveLength(0);
  });
});
