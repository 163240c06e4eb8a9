import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { HealthHomePage } from './health-home';

describe('HealthHomePage', () => {
  it("links each of the member's health screens, with what it is for", () => {
    mockFetch({});
    renderWithProviders(<HealthHomePage />, { route: '/health' });

    expect(screen.getByRole('heading', { level: 1, name: 'Health Tracking' })).toBeInTheDocument();
    const expected = [
      ['Blood Test Results', '/blood-results', /normal ranges/],
      ['Blood Pressure', '/blood-pressure', /7-day average/],
      ['Body', '/body', /BMI/],
      ['Medications', '/medications', /heart risk/],
      ['Heart Risk', '/heart-risk', /next 10 years/],
      ['Activities', '/activities', /150 active minutes/],
      ['Conditions', '/conditions', /mark the ones you have/],
      ['Surveys', '/surveys', /questionnaires/],
      ['Import from an app', '/import', /Apple Health, Withings/],
    ] as const;
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    expected.forEach(([name, href, description], i) => {
      expect(links[i]).toHaveAccessibleName(name);
      expect(links[i]).toHaveAttribute('href', href);
      expect(links[i]).toHaveAccessibleDescription(description);
    });
  });
});
