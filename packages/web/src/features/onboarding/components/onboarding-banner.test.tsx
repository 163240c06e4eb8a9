import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { OnboardingState } from '@wellpath/shared/surveys/wire';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { OnboardingBanner } from './onboarding-banner';

const profile = {
  _id: 's-profile',
  title: 'Health profile',
  description: 'A few questions about your health.',
  status: 'pending' as const,
  added_reason: null,
};
const evs = {
  _id: 's-evs',
  title: 'Exercise vital sign',
  description: 'How much you move.',
  status: 'pending' as const,
  added_reason: null,
};
const audit = {
  _id: 's-audit',
  title: 'Alcohol check (AUDIT-C)',
  description: 'Three questions about drinking.',
  status: 'pending' as const,
  added_reason: {
    trigger_type: 'question_option' as const,
    source_survey_id: 's-profile',
    source_survey_title: 'Health profile',
    question_text: 'Do you drink alcohol?',
    option_text: 'Yes',
    score: null,
    range_text: null,
  },
};
const phq = {
  _id: 's-phq',
  title: 'Mood check (PHQ-9)',
  description: 'Nine questions about mood.',
  status: 'pending' as const,
  added_reason: {
    trigger_type: 'score_range' as const,
    source_survey_id: 's-gad',
    source_survey_title: 'Anxiety check (GAD-7)',
    question_text: null,
    option_text: null,
    score: 11,
    range_text: 'Moderate anxiety',
  },
};

function state(overrides: Partial<OnboardingState>): OnboardingState {
  const surveys = overrides.surveys ?? [profile, evs];
  return {
    status: 'in_progress',
    show_onboarding: true,
    welcome_text: 'Welcome to WellPath. We start with a few short surveys.',
    completion_text: 'Thank you for completing your surveys!',
    surveys,
    current_survey_index: 0,
    total_surveys: surveys.length,
    progress: 0,
    survey_completion: Object.fromEntries(surveys.map((s) => [s._id, s.status === 'completed'])),
    survey_history: [],
    ...overrides,
  };
}

const inProgress = state({
  surveys: [{ ...profile, status: 'completed' }, { ...evs, status: 'skipped' }, audit, phq],
  current_survey_index: 2,
  progress: 25,
});

function setup<R = object>(routes?: MockRoutes<R>) {
  const server = mockFetch({}, routes);
  const onVisibilityChange = vi.fn();
  const view = renderWithProviders(<OnboardingBanner onVisibilityChange={onVisibilityChange} />);
  return { server, onVisibilityChange, ...view };
}

describe('OnboardingBanner', () => {
  it('shows a loading placeholder until the status arrives', async () => {
    setup({ 'GET /api/user/onboarding/status': () => new Promise(() => {}) });
    expect(screen.getByRole('region', { name: 'Loading onboarding' })).toHaveAttribute('aria-busy', 'true');
  });

  it('welcomes a new member and begins onboarding, then reloads the status', async () => {
    let current = state({ status: 'not_started' });
    const { server, user, onVisibilityChange } = setup({
      'GET /api/user/onboarding/status': () => ({ body: current }),
      'POST /api/user/onboarding/start': () => {
        current = state({ status: 'in_progress' });
        return { body: { message: 'Onboarding started' } };
      },
    });

    expect(await screen.findByText('Welcome to WellPath. We start with a few short surveys.')).toBeInTheDocument();
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true, 'not_started');

    await user.click(screen.getByRole('button', { name: 'Begin Onboarding' }));

    expect(await screen.findByRole('heading', { name: 'Your onboarding surveys' })).toBeInTheDocument();
    expect(server.calls('POST /api/user/onboarding/start')).toHaveLength(1);
    expect(server.calls('POST /api/user/onboarding/start')[0]!.body).toEqual({});
    expect(server.calls('GET /api/user/onboarding/status')).toHaveLength(2);
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true, 'in_progress');
  });

  it('says so when onboarding cannot start', async () => {
    const { user } = setup({
      'GET /api/user/onboarding/status': { body: state({ status: 'not_started' }) },
      'POST /api/user/onboarding/start': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Begin Onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start onboarding');
  });

  it('shows progress, the current survey with why it was added, and every step', async () => {
    setup({ 'GET /api/user/onboarding/status': { body: inProgress } });

    expect(await screen.findByText('25%')).toBeInTheDocument();
    expect(screen.getByText(/3 surveys remaining/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '25');

    const card = screen.getByRole('heading', { name: 'Alcohol check (AUDIT-C)', level: 3 }).parentElement!;
    expect(within(card).getByText('Added based on your answer "Yes" to "Do you drink alcohol?"')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Take Survey' })).toHaveAttribute('href', '/surveys/s-audit/start');
    expect(within(card).getByRole('button', { name: 'Skip for Now' })).toBeInTheDocument();

    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Health profileCompleted'),
      expect.stringContaining('Exercise vital signSkipped'),
      expect.stringContaining('Added based on your previous answer "Yes" to "Do you drink alcohol?"'),
      expect.stringContaining('Added because your Anxiety check (GAD-7) score of 11 is in the range "Moderate anxiety"'),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('asks before skipping, and skips on Skip Anyway', async () => {
    let current = inProgress;
    const { server, user } = setup({
      'GET /api/user/onboarding/status': () => ({ body: current }),
      'POST /api/user/onboarding/survey/s-audit/skip': () => {
        current = {
          ...inProgress,
          surveys: inProgress.surveys.map((s) => (s._id === 's-audit' ? { ...s, status: 'skipped' as const } : s)),
          current_survey_index: 3,
        };
        return { body: { message: 'Onboarding started' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Skip for Now' }));

    let dialog = screen.getByRole('dialog', { name: 'Are you sure you want to skip this survey?' });
    expect(dialog).toHaveTextContent('crucial for building your personalised programmes and recommendations');
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/user/onboarding/survey/s-audit/skip')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skip Anyway' }));

    expect(await screen.findByRole('heading', { name: 'Mood check (PHQ-9)', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/user/onboarding/survey/s-audit/skip')).toHaveLength(1);
  });

  it('says so when a survey cannot be skipped', async () => {
    const { user } = setup({
      'GET /api/user/onboarding/status': { body: inProgress },
      'POST /api/user/onboarding/survey/s-audit/skip': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Skip for Now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Skip Anyway' }));
    expect(await screen.findByText('Failed to skip survey')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a skipped survey back with its Take Survey button, and opens it', async () => {
    const { server, user } = setup({
      'GET /api/user/onboarding/status': { body: inProgress },
      'POST /api/user/onboarding/survey/s-evs/unskip': { body: { message: 'Survey put back' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Take Survey Exercise vital sign' }));
    await waitFor(() => expect(server.calls('POST /api/user/onboarding/survey/s-evs/unskip')).toHaveLength(1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/surveys/s-evs/start');
  });

  it('says so when a survey cannot be put back', async () => {
    const { user } = setup({
      'GET /api/user/onboarding/status': { body: inProgress },
      'POST /api/user/onboarding/survey/s-evs/unskip': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Take Survey Exercise vital sign' }));
    expect(await screen.findByText('Failed to unskip survey')).toBeInTheDocument();
  });

  it('congratulates on completion and hides once the member continues', async () => {
    const { server, user, onVisibilityChange } = setup({
      'GET /api/user/onboarding/status': { body: state({ status: 'completed', progress: 100, current_survey_index: -1 }) },
      'POST /api/user/onboarding/completion/seen': { body: { message: 'Completion seen' } },
    });
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for completing your surveys!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue your Journey' }));

    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(onVisibilityChange).toHaveBeenLastCalledWith(false, 'completed');
    await waitFor(() => expect(server.calls('POST /api/user/onboarding/completion/seen')).toHaveLength(1));
  });

  it('renders nothing when onboarding is not to be shown', async () => {
    const { container, onVisibilityChange } = setup({
      'GET /api/user/onboarding/status': { body: state({ status: 'completed', show_onboarding: false }) },
    });
    await waitFor(() => expect(onVisibilityChange).toHaveBeenCalledWith(false, 'completed'));
    expect(container).toBeEmptyDOMElement();
  });

  it('says so when the status cannot be loaded', async () => {
    const { onVisibilityChange } = setup({ 'GET /api/user/onboarding/status': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load onboarding status');
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true, undefined);
  });

  it('speaks French, with the progress in French and the survey titles as the server sends them', async () => {
    i18n.activate('fr');
    setup({ 'GET /api/user/onboarding/status': { body: inProgress } });
    expect(await screen.findByRole('heading', { name: 'Vos questionnaires des premiers pas' })).toBeInTheDocument();
    expect(screen.getByText('25 %')).toBeInTheDocument();
    expect(screen.getByText(/3 questionnaires restants/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression des premiers pas' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^25\s%\sterminé$/),
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Ajouté en raison de votre réponse précédente « Yes » à la question « Do you drink alcohol? »');
    expect(steps[3]).toHaveTextContent(
      'Ajouté parce que votre score de 11 au questionnaire Anxiety check (GAD-7) se situe dans la plage « Moderate anxiety »',
    );
    expect(screen.getByRole('button', { name: 'Passer pour l’instant' })).toBeInTheDocument();
  });
});
