import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { WeekSummary as WeekSummaryData } from '@wellpath/shared/home/wire';
import { describe, expect, it } from 'vitest';
import { today } from '@/lib/dates';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { WeekSummary } from './week-summary';

const SUMMARY = 'GET /api/user/week-summary';

function week(overrides: Partial<WeekSummaryData> = {}): WeekSummaryData {
  return {
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    actions: { done: 2, target: 7, programs: 2 },
    active_minutes: { minutes: 86, target: 150 },
    bp_readings: { count: 5, days: 3 },
    ...overrides,
  };
}

function figure(label: string) {
  return screen.getByText(label).closest('div') as HTMLElement;
}

describe('WeekSummary', () => {
  it('shows the programme days, active minutes against 150 and readings of the week, for the member’s own week', async () => {
    const server = mockFetch({ [SUMMARY]: { body: week() } });
    renderWithProviders(<WeekSummary />);
    expect(screen.getByRole('heading', { level: 2, name: 'This week' })).toBeInTheDocument();
    expect(await screen.findByText(/^Nov\.? 23 to Nov\.? 29$/)).toBeInTheDocument();
    expect(figure('Programme days')).toHaveTextContent('2 of 7');
    expect(within(figure('Programme days')).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 7');
    expect(figure('Active minutes')).toHaveTextContent('86of 150');
    expect(screen.getByRole('progressbar', { name: 'Active minutes this week, of 150' })).toHaveAttribute('aria-valuenow', '57');
    expect(figure('BP readings')).toHaveTextContent('5on 3 days');
    const url = new URL(server.calls(SUMMARY)[0]!.url, 'http://localhost');
    expect(url.searchParams.get('today')).toBe(today());
    expect(url.searchParams.get('utc_offset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('says more programme days than asked as the count and its goal, never “8 of 7”', async () => {
    mockFetch({ [SUMMARY]: { body: week({ actions: { done: 8, target: 7, programs: 2 } }) } });
    renderWithProviders(<WeekSummary />);
    const days = await screen.findByText('Programme days');
    const tile = days.closest('div') as HTMLElement;
    await within(tile).findByText('goal: 7');
    expect(tile).not.toHaveTextContent('8 of 7');
    expect(within(tile).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '8 (goal: 7)');
  });

  it('says gently what is left when no goal is met yet, without a celebration', async () => {
    mockFetch({ [SUMMARY]: { body: week() } });
    renderWithProviders(<WeekSummary />);
    expect(await screen.findByText(/64 active minutes to go: a brisk 20-minute walk counts\./)).toBeInTheDocument();
    expect(screen.queryByText(/guideline for the week/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log an activity' })).toHaveAttribute('href', '/activities');
  });

  it('starts a new week with encouragement, and says where to begin', async () => {
    mockFetch({
      [SUMMARY]: {
        body: week({
          actions: { done: 0, target: 0, programs: 0 },
          active_minutes: { minutes: 0, target: 150 },
          bp_readings: { count: 0, days: 0 },
        }),
      },
    });
    renderWithProviders(<WeekSummary />);
    expect(await screen.findByText(/A new week, a fresh start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a program' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('link', { name: 'Log a reading' })).toHaveAttribute('href', '/blood-pressure');
  });

  it('celebrates each goal met', async () => {
    mockFetch({
      [SUMMARY]: { body: week({ actions: { done: 7, target: 7, programs: 2 }, active_minutes: { minutes: 165, target: 150 } }) },
    });
    renderWithProviders(<WeekSummary />);
    expect(await screen.findByText('150 active minutes reached: that is the guideline for the week.')).toBeInTheDocument();
    expect(screen.getByText('Every programme day of your week is tracked.')).toBeInTheDocument();
    expect(screen.queryByText(/to go/)).not.toBeInTheDocument();
    // The burst only moves where the member has not asked for less motion.
    const popper = screen.getByText('Every programme day of your week is tracked.').closest('div')!.parentElement!;
    expect(popper.querySelector('.motion-safe\\:animate-celebrate-pop')).not.toBeNull();
    expect(popper.querySelectorAll('.hidden.motion-safe\\:block')).toHaveLength(6);
  });

  it('says so when the week cannot be loaded, and can try again', async () => {
    mockFetch({ [SUMMARY]: { status: 500 } });
    renderWithProviders(<WeekSummary />);
    expect(await screen.findByText("We couldn't load your week. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks French, with French dates and numbers', async () => {
    i18n.activate('fr');
    mockFetch({ [SUMMARY]: { body: week({ bp_readings: { count: 1, days: 1 } }) } });
    renderWithProviders(<WeekSummary />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cette semaine' })).toBeInTheDocument();
    expect(await screen.findByText(/^Du 23 nov\.? au 29 nov\.?$/)).toBeInTheDocument();
    expect(figure('Jours de programme')).toHaveTextContent('2 sur 7');
    expect(figure('Mesures de pression')).toHaveTextContent('1sur 1 jour');
    expect(screen.getByText(/Encore 64 minutes actives : une marche rapide de 20 minutes compte\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noter une activité' })).toHaveAttribute('href', '/activities');
  });
});
