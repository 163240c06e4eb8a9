import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AVATAR_COLOURS, avatarColour, initialsOf } from './avatar';

describe('Avatar', () => {
  it('takes the initials of the first and last names, leaving a title out', () => {
    expect(initialsOf('Dr. Maya Thompson')).toBe('MT');
    expect(initialsOf('Grace Liu')).toBe('GL');
    expect(initialsOf('Harpreet Kaur Dhillon')).toBe('HD');
    expect(initialsOf('émilie gagnon')).toBe('ÉG');
    expect(initialsOf('Cher')).toBe('C');
    // French titles too (Québec: « Dre » for a woman doctor, « Mme »).
    expect(initialsOf('Dre Maya Thompson')).toBe('MT');
    expect(initialsOf('Mme Julie Roy')).toBe('JR');
  });

  it('gives an id the same colour every time, and different ids different colours', () => {
    expect(avatarColour('coach-1')).toBe(avatarColour('coach-1'));
    const ids = Array.from({ length: 40 }, (_, i) => `coach-${i}`);
    const used = new Set(ids.map(avatarColour));
    expect(used.size).toBeGreaterThanOrEqual(6);
    for (const colour of used) expect(AVATAR_COLOURS).toContain(colour);
  });

  it("shows the initials on the id's colour, hidden from assistive technology since the name is beside it", () => {
    render(<Avatar id="c-42" name="Grace Liu" />);
    const avatar = screen.getByTestId('initials-avatar');
    expect(avatar).toHaveTextContent('GL');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    for (const cls of avatarColour('c-42').split(' ')) expect(avatar).toHaveClass(cls);
  });

  it('shows a photo instead when there is one, at a fixed size', () => {
    const { container } = render(<Avatar id="c-42" name="Grace Liu" photoUrl="/media/coaches/grace-liu-0123456789ab.jpg" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/coaches/grace-liu-0123456789ab.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '96');
    expect(screen.queryByTestId('initials-avatar')).not.toBeInTheDocument();
  });
});
