import { expect, it } from 'vitest';
import type { ContentBundle } from '../../content/loader.js';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';
import { syncContent } from './content.service.js';

// A radio option's key is made from its English text (decision 0079) and answers are stored by it:
// content that drops a key members' tracked days hold is refused at start (decision 0127's review).

const BRISK = 'Brisk (I could talk but not sing)';
const VERY_BRISK = 'Very brisk (hard to say more than a few words)';

/** The content with Walk to 150's "How brisk" option `from` worded `to`. */
function reworded(content: ContentBundle, from: string, to: string): ContentBundle {
  const programs = content.programs.map((p) =>
    p.key !== 'walk-to-150'
      ? p
      : {
          ...p,
          action_items: p.action_items.map((item) =>
            item.type === 'radio' ? { ...item, options: item.options.map((o) => (o === from ? to : o)) } : item,
          ),
        },
  );
  return { ...content, programs };
}

describeWithApp('content sync and the answers members gave', (t) => {
  it('refuses content that drops an option tracked days hold as their answer, and syncs one nobody chose', async () => {
    const content = t.app.services.content;
    const member = await createMember(t);
    const started = await t.app.inject({ method: 'POST', url: '/api/programs/walk-to-150/start', headers: bearer(member.token), payload: {} });
    expect(started.statusCode, started.body).toBe(201);
    const programId = started.json().program._id as string;
    const tracked = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${programId}/track`,
      headers: bearer(member.token),
      payload: { date: new Date().toISOString().slice(0, 10), item_values: { 0: 30, 1: BRISK } },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const stored = () => t.db.selectFrom('programs').select('action_items').where('key', '=', 'walk-to-150').executeTakeFirstOrThrow();
    const before = await stored();

    await expect(syncContent(t.db, reworded(content, BRISK, 'Brisk (talking, not singing)'))).rejects.toThrow(
      'programs/walk-to-150.yaml, action item 2 ("How brisk was your walking?"): the option(s) "Brisk (I could talk but not sing)" are no longer offered, but 1 tracked day(s) hold them',
    );
    // Nothing of the content changed.
    expect(await stored()).toEqual(before);

    // An option nobody chose may be reworded.
    await syncContent(t.db, reworded(content, VERY_BRISK, 'Very brisk (a few words at a time)'));
    expect((await stored()).action_items).toContain('Very brisk (a few words at a time)');
    await syncContent(t.db, content);
    expect(await stored()).toEqual(before);
  });
});
