import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';

describeWithApp('blood pressure safety rules', (t) => {
  const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/healthtracking/bloodpressure', headers: bearer(token) });
  const post = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/healthtracking/bloodpressure', headers: bearer(token), payload: body });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

  it('classifies the 7-day average from the unrounded mean and rounds it only to show', async () => {
    const m = await createMember(t);
    expect((await post(m.token, { systolic: 129, diastolic: 79, measured_at: hoursAgo(2) })).statusCode).toBe(201);
    expect((await post(m.token, { systolic: 130, diastolic: 80, measured_at: hoursAgo(26) })).statusCode).toBe(201);
    // A mean of 129.5/79.5 shows as 130/80 but is below 130/80: elevated, not stage 1.
    expect((await get(m.token)).json().average_7d).toEqual({
      systolic: 130,
      diastolic: 80,
      count: 2,
      category: 'elevated',
      at_or_above_threshold: false,
      systolic_mean: 129.5,
      diastolic_mean: 79.5,
    });
  });

  it('reads a mean just above 180 as a crisis though it shows as 180', async () => {
    const m = await createMember(t);
    for (const [s, h] of [
      [180, 2],
      [180, 5],
      [181, 9],
    ] as const)
      await post(m.token, { systolic: s, diastolic: 90, measured_at: hoursAgo(h) });
    expect((await get(m.token)).json().average_7d).toMatchObject({ systolic: 180, category: 'crisis' });
  });

  it('flags readings under 90/60 and a pulse under 40 or over 120, at each edge', async () => {
    const m = await createMember(t);
    const cases = [
      [{ systolic: 89, diastolic: 65, pulse: 40 }, true, null],
      [{ systolic: 90, diastolic: 60, pulse: 120 }, false, null],
      [{ systolic: 110, diastolic: 59, pulse: 39 }, true, 'low'],
      [{ systolic: 110, diastolic: 70, pulse: 121 }, false, 'high'],
      [{ systolic: 110, diastolic: 70 }, false, null],
    ] as const;
    for (const [i, [reading, low, pulse]] of cases.entries()) {
      const res = (await post(m.token, { ...reading, measured_at: hoursAgo(i + 1) })).json();
      expect(res).toMatchObject({ low, pulse_flag: pulse });
    }
    const listed = (await get(m.token)).json().readings;
    expect(listed.map((r: { low: boolean; pulse_flag: string | null }) => [r.low, r.pulse_flag])).toEqual(
      cases.map(([, low, pulse]) => [low, pulse]),
    );
  });

  it('still raises the care-team alert for a reading above 180/120', async () => {
    const m = await createMember(t);
    const res = (await post(m.token, { systolic: 186, diastolic: 100, measured_at: hoursAgo(1) })).json();
    expect(res).toMatchObject({ category: 'crisis', urgent: true });
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/user/alerts', headers: bearer(m.token) })).json().alerts;
    expect(alerts).toEqual([expect.objectContaining({ kind: 'bp_crisis' })]);
  });
});
