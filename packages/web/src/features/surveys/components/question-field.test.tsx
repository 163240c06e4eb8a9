import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '@wellpath/shared/surveys/wire';
import { renderWithProviders } from '@/test/render';
import { QuestionField } from './question-field';

const question = (over: Partial<PublicQuestion> = {}): PublicQuestion => ({
  key: 'nervous',
  text: 'Feeling nervous, anxious or on edge',
  type: 'single_choice',
  required: true,
  options: [
    { key: 'not_at_all', text: 'Jamais', exclusive: false },
    { key: 'several_days', text: 'Several days', exclusive: false, lang: 'en' },
  ],
  ...over,
});

describe('QuestionField in French', () => {
  it('gives a question kept in English its language and says why', () => {
    i18n.activate('fr');
    renderWithProviders(<QuestionField question={question({ lang: 'en' })} value={undefined} onChange={() => {}} error={null} />);
    expect(screen.getByText('Feeling nervous, anxious or on edge')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/n’a pas encore de version publiée en français/)).toBeInTheDocument();
    // Each option in its own language: the published French scale, and an English one marked.
    expect(screen.getByText('Jamais')).not.toHaveAttribute('lang');
    expect(screen.getByText('Several days')).toHaveAttribute('lang', 'en');
  });

  it('says nothing of the kind for a translated question', () => {
    i18n.activate('fr');
    renderWithProviders(
      <QuestionField question={question({ text: 'Vous sentir nerveux' })} value={undefined} onChange={() => {}} error={null} />,
    );
    expect(screen.getByText('Vous sentir nerveux')).not.toHaveAttribute('lang');
    expect(screen.queryByText(/version publiée/)).not.toBeInTheDocument();
  });
});
