import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';

describeWithApp('exercises', (t) => {
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('gives the named exercises for ?ids= (ids or keys), the library by category and search, and one by id or key', async () => {
    const { token } = await createMember(t);
    const squat = (await get(token, '/api/exercises/bodyweight-squat')).json();
    expect(squat).toMatchObject({ key: 'bodyweight-squat', name: expect.any(String), instructions: expect.any(Array) });
    expect((await get(token, `/api/exercises/${squat._id}`)).json()).toEqual(squat);
    // Its drawing travels as data (poses and props), with the text alternative the page gives it.
    expect(squat.illustration).toMatchObject({
      alt: expect.stringMatching(/^Bodyweight Squat: standing tall/),
      props: [],
      frames: [expect.objectContaining({ torso: 180 }), expect.objectContaining({ torso: 145, near_leg: [75, -25] })],
    });

    const named = (await get(token, `/api/exercises?ids=${squat._id},bird-dog, ,unknown`)).json().exercises;
    expect(named.map((e: { key: string }) => e.key).sort()).toEqual(['bird-dog', 'bodyweight-squat']);
    expect(named.find((e: { key: string }) => e.key === 'bird-dog').illustration.props).toEqual(['mat']);

    const strength = (await get(token, '/api/exercises?category=strength')).json().exercises;
    expect(strength.length).toBeGreaterThan(0);
    expect(strength.every((e: { category: string }) => e.category === 'strength')).toBe(true);
    const found = (await get(token, '/api/exercises?q=squat')).json().exercises;
    expect(found.map((e: { key: string }) => e.key)).toContain('bodyweight-squat');

    const { categories } = (await get(token, '/api/exercises/categories')).json();
    expect(categories.map((c: { category: string }) => c.category)).toEqual(['strength', 'cardio', 'flexibility', 'balance', 'mobility']);
    expect(categories.find((c: { category: string }) => c.category === 'strength').count).toBe(strength.length);
  });

  it('answers in French from the content read in French, searches the French texts, and lists in French order', async () => {
    const { token } = await createMember(t);
    const getFr = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'fr-CA' } });
    const squat = (await getFr('/api/exercises/bodyweight-squat')).json();
    const french = t.app.services.content.byLocale.fr.exercises.find((e) => e.key === 'bodyweight-squat')!;
    expect(squat).toMatchObject({
      name: 'Squat au poids du corps',
      summary: french.summary,
      instructions: french.instructions,
      muscles: french.muscles,
    });
    expect(squat.illustration.alt).toBe(french.drawing.alt);
    // The same exercise in English is the row's.
    expect((await get(token, '/api/exercises/bodyweight-squat')).json().name).toBe('Bodyweight Squat');

    // "poids du corps" is only in the French; accents and case do not matter; the English name still finds it.
    for (const q of ['poids%20du%20corps', 'POIDS', 'squat']) {
      const found = (await getFr(`/api/exercises?q=${q}`)).json().exercises;
      expect(found.map((e: { key: string }) => e.key)).toContain('bodyweight-squat');
    }
    const english = (await get(token, '/api/exercises?q=poids')).json().exercises;
    expect(english.map((e: { key: string }) => e.key)).not.toContain('bodyweight-squat');

    const all = (await getFr('/api/exercises?category=strength')).json().exercises.map((e: { name: string }) => e.name);
    expect(all).toEqual([...all].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
  });

  it('answers 404 for an unknown exercise, 400 for an unknown category and 401 without a session', async () => {
    const { token } = await createMember(t);
    const missing = await get(token, '/api/exercises/not-an-exercise');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Exercise not found' });
    expect((await get(token, '/api/exercises?category=yoga')).statusCode).toBe(400);
    for (const ids of [',', ',,,', '%20,%20']) {
      const empty = await get(token, `/api/exercises?ids=${ids}`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual(['ids must list at least one exercise id']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises' })).statusCode).toBe(401);
  });
});
