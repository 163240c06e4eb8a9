import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LandingHeader } from './landing-header';

function setup() {
  mockFetch({});
  const view = renderWithProviders(
    <>
      <LandingHeader />
      <p>Page text</p>
    </>,
  );
  const menu = document.querySelector('details[data-section-menu]') as HTMLDetailsElement;
  const toggle = menu.querySelector('summary')!;
  return { ...view, menu, toggle };
}

describe("the landing page's section menu on a phone", () => {
  it('is a disclosure named Menu holding the three section links', async () => {
    const { user, menu, toggle } = setup();
    expect(toggle).toHaveTextContent('Menu');
    expect(menu.open).toBe(false);

    await user.click(toggle);
    expect(menu.open).toBe(true);
    const sections = menu.querySelector('nav')!;
    expect(sections).toHaveAccessibleName('Sections');
    expect([...sections.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Features', '#features'],
      ['About', '#about'],
      ['Testimonials', '#testimonials'],
      // The other language, in the menu on a phone (the header has no room for it there).
      ['Français', '/?lang=fr'],
    ]);
  });

  it('closes once a section is chosen', async () => {
    const { user, menu, toggle } = setup();
    await user.click(toggle);
    await user.click(menu.querySelector('a[href="#about"]')!);
    expect(menu.open).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, menu, toggle } = setup();
    await user.click(toggle);
    (menu.querySelector('a[href="#features"]') as HTMLElement).focus();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('closes on a tap elsewhere on the page', async () => {
    const { user, menu, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByText('Page text'));
    expect(menu.open).toBe(false);
  });
});
