import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'Very Weak'],
    ['abc', 'Very Weak'],
    ['abcdefgh', 'Weak'],
    ['Abcdefgh', 'Medium'],
    ['Abcdefg1', 'Strong'],
    ['Abcdef1!', 'Very Strong'],
  ])('labels %j as %s', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', label);
  });

  it('shows each of the five checks as met or not met', () => {
    render(<PasswordStrengthMeter password="abcdefg1" />);
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'At least 8 characters(met)',
      'An uppercase letter(not met)',
      'A lowercase letter(met)',
      'A number(met)',
      'A special character(not met)',
    ]);
  });

  it('fills the bar in fifths of the score', () => {
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  });

  it('speaks French: the strength, the bar and the five checks', () => {
    i18n.activate('fr');
    render(<PasswordStrengthMeter password="abcdefg1" minLength={10} />);
    expect(screen.getByText('Robustesse du mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Robustesse du mot de passe' })).toHaveAttribute('aria-valuetext', 'Faible');
    const items = within(screen.getByRole('list', { name: 'Exigences du mot de passe' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Au moins 10 caractères(non respectée)',
      'Une lettre majuscule(non respectée)',
      'Une lettre minuscule(respectée)',
      'Un chiffre(respectée)',
      'Un caractère spécial(non respectée)',
    ]);
  });

  it('never reads stronger than Weak above the refusal of a password easy to guess, though it passes the five checks', () => {
    const guessable = { score: 1, acceptable: false, warning: null, suggestions: [] };
    render(<PasswordStrengthMeter password="Password123!" guesses={guessable} />);
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByText('Very Strong')).not.toBeInTheDocument();
    expect(screen.getByTestId('password-guesses')).toBeInTheDocument();
    // Each of the five checks is still said as met.
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items.every((li) => li.textContent?.endsWith('(met)'))).toBe(true);
  });

  it("keeps the five checks' label for a password hard to guess", () => {
    render(<PasswordStrengthMeter password="Abcdef1!" guesses={{ score: 4, acceptable: true, warning: null, suggestions: [] }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Very Strong');
  });
});
