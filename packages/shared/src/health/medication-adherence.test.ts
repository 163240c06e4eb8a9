import { describe, expect, it } from 'vitest';
import { addDays, medicationAdherence } from './medication-adherence.js';

const TODAY = '2026-11-29';
const base = { started_on: '2026-01-01', stopped_on: null, track_since: '2026-01-01', taken: [] as string[] };

describe('the daily check over 30 days', () => {
  it('counts from 29 days before today, today only once ticked', () => {
    const none = medicationAdherence(base, TODAY);
    expect(none).toMatchObject({ from: addDays(TODAY, -29), tracked_days: 29, taken_days: 0, percent: 0, taken_today: false });
    const ticked = medicationAdherence({ ...base, taken: [TODAY, addDays(TODAY, -1)] }, TODAY);
    expect(ticked).toMatchObject({ tracked_days: 30, taken_days: 2, percent: 7, taken_today: true });
  });

  it('starts at the latest of the start, the check turned on and 29 days ago; ticks before it do not count', () => {
    expect(medicationAdherence({ ...base, track_since: addDays(TODAY, -4) }, TODAY)).toMatchObject({
      from: addDays(TODAY, -4),
      tracked_days: 4,
    });
    expect(medicationAdherence({ ...base, started_on: addDays(TODAY, -2) }, TODAY)).toMatchObject({
      from: addDays(TODAY, -2),
      tracked_days: 2,
    });
    const early = medicationAdherence({ ...base, track_since: addDays(TODAY, -2), taken: [addDays(TODAY, -5), addDays(TODAY, -1)] }, TODAY);
    expect(early).toMatchObject({ tracked_days: 2, taken_days: 1, percent: 50, taken_on: [addDays(TODAY, -1)] });
    expect(medicationAdherence({ ...base, taken: [addDays(TODAY, -30)] }, TODAY).taken_days).toBe(0);
  });

  it('turned on today with nothing ticked: nothing counted, no figure', () => {
    expect(medicationAdherence({ ...base, track_since: TODAY }, TODAY)).toMatchObject({ tracked_days: 0, percent: null });
  });

  it('ends the day before a stop; a stop today ends it yesterday even if ticked today', () => {
    const stopped = medicationAdherence({ ...base, stopped_on: addDays(TODAY, -10), taken: [addDays(TODAY, -11)] }, TODAY);
    expect(stopped).toMatchObject({ tracked_days: 19, taken_days: 1, percent: 5 });
    const today = medicationAdherence({ ...base, stopped_on: TODAY, taken: [TODAY] }, TODAY);
    expect(today).toMatchObject({ tracked_days: 29, taken_days: 0, taken_today: false });
  });

  it('rounds to a whole per cent, and counts a day ticked twice once', () => {
    const days = Array.from({ length: 20 }, (_, i) => addDays(TODAY, -1 - i));
    expect(medicationAdherence({ ...base, taken: [...days, days[0]!] }, TODAY)).toMatchObject({
      tracked_days: 29,
      taken_days: 20,
      percent: 69,
    });
  });
});
