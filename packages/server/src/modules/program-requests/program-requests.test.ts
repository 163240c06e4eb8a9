import { describe, expect, it } from 'vitest';
import { ACCESS_ACTIONS } from '../audit/audit.service.js';
import { bearer, createMember, createStaff, describeWithApp, nextMillisecond } from '../../test/helpers.js';

describeWithApp('programme requests', (t) => {
  const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/program-requests', headers: bearer(token) });
  const send = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/program-requests', headers: bearer(token), payload });

  it("sends a request with a pillar (slug or id) and lists only the member's own, newest first", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const first = await send(a.token, { topic: '  Better sleep  ', pillar_id: 'sleep', message: 'I wake up at 4 every night.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      topic: 'Better sleep',
      pillar: { name: 'Sleep', slug: 'sleep' },
      message: 'I wake up at 4 every night.',
      status: 'pending',
      reply: null,
      replied_at: null,
    });
    const second = await send(a.token, { topic: 'Walking group', message: 'Is there one near me?' });
    expect(second.json().pillar).toBeNull();
    expect((await list(a.token)).json().requests.map((r: { _id: string }) => r._id)).toEqual([second.json()._id, first.json()._id]);
    expect((await list(b.token)).json()).toEqual({ requests: [] });
  });

  it('refuses a missing topic or an unknown pillar with what is wrong', async () => {
    const { token } = await createMember(t);
    const empty = await send(token, { topic: ' ', message: 'Hello' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Your request was not sent', errors: ['Topic is required'] });
    const pillar = await send(token, { topic: 'Sleep', pillar_id: 'not-a-pillar', message: 'Hello' });
    expect(pillar.statusCode).toBe(400);
    expect(pillar.json()).toEqual({ message: 'Your request was not sent', errors: ['Choose a lifestyle pillar from the list'] });
    expect((await list(token)).json()).toEqual({ requests: [] });
  });

  describe("the care team's inbox", () => {
    const staffList = (token: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/staff/requests${query}`, headers: bearer(token) });
    const reply = (token: string, id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/staff/requests/${id}`, headers: bearer(token), payload });

    it('lists pending first, then in review, then the rest, newest first, with the member; filters by status', async () => {
      const member = await createMember(t, { firstName: 'Jordan', lastName: 'Pelletier' });
      const coach = await createStaff(t, 'coach');
      const ids: string[] = [];
      for (const topic of ['One', 'Two', 'Three', 'Four']) {
        ids.push((await send(member.token, { topic, message: 'Please' })).json()._id);
        await nextMillisecond();
      }
      const [one, two, three, four] = ids as [string, string, string, string];
      await reply(coach.token, one, { status: 'in_review' });
      await reply(coach.token, four, { status: 'approved', reply: 'Yes' });
      const res = await staffList(coach.token);
      expect(res.statusCode).toBe(200);
      const mine = res.json().requests.filter((r: { member: { _id: string } }) => r.member._id === member.userId);
      expect(mine.map((r: { _id: string }) => r._id)).toEqual([three, two, one, four]);
      expect(mine[0]).toMatchObject({
        topic: 'Three',
        status: 'pending',
        member: { _id: member.userId, name: 'Jordan Pelletier' },
        replied_by: null,
      });
      const inReview = (await staffList(coach.token, '?status=in_review')).json().requests;
      expect(inReview.every((r: { status: string }) => r.status === 'in_review')).toBe(true);
      expect(inReview.map((r: { _id: string }) => r._id)).toContain(one);
      expect((await staffList(coach.token, '?status=lost')).statusCode).toBe(400);
    });

    it('replies and sets the status: the member reads it and is e-mailed that there is a reply, without its text; logged', async () => {
      const member = await createMember(t);
      const coach = await createStaff(t, 'coach', { firstName: 'Maya', lastName: 'Thompson' });
      const id = (await send(member.token, { topic: 'Walking group', message: 'Is there one near me?' })).json()._id;
      await t.settle();
      const before = t.mail.sent.length;

      const res = await reply(coach.token, id, { status: 'approved', reply: '  Yes: Tuesdays at 9 in Strathcona Park.  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: id,
        status: 'approved',
        reply: 'Yes: Tuesdays at 9 in Strathcona Park.',
        replied_at: expect.any(String),
        replied_by: 'Maya Thompson',
        member: { _id: member.userId },
      });
      const seen = (await list(member.token)).json().requests[0];
      expect(seen).toMatchObject({
        _id: id,
        status: 'approved',
        reply: 'Yes: Tuesdays at 9 in Strathcona Park.',
        replied_at: res.json().replied_at,
      });
      expect(seen).not.toHaveProperty('replied_by');

      await t.settle();
      const mails = t.mail.sent.slice(before).filter((m) => m.to === member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your care team replied to your programme request');
      expect(mails[0]!.text).toContain('/program-requests');
      for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) expect(part).not.toContain('Strathcona');

      const log = await t.db.selectFrom('access_log').selectAll().where('member_id', '=', member.userId).execute();
      expect(log).toMatchObject([{ staff_id: coach.userId, staff_role: 'coach', action: ACCESS_ACTIONS.repliedRequest }]);

      // A status change alone keeps the reply and who wrote it, and tells the member again.
      const clinician = await createStaff(t, 'clinician');
      const moved = (await reply(clinician.token, id, { status: 'declined' })).json();
      expect(moved).toMatchObject({
        status: 'declined',
        reply: 'Yes: Tuesdays at 9 in Strathcona Park.',
        replied_by: 'Maya Thompson',
        replied_at: res.json().replied_at,
      });
      // Nothing changed: no e-mail, no entry.
      await reply(clinician.token, id, { status: 'declined' });
      await t.settle();
      expect(t.mail.sent.slice(before).filter((m) => m.to === member.email)).toHaveLength(2);
      expect(await t.db.selectFrom('access_log').selectAll().where('member_id', '=', member.userId).execute()).toHaveLength(2);

      expect((await reply(coach.token, id, { status: 'done' })).statusCode).toBe(400);
      expect((await reply(coach.token, 'no-such-request', { status: 'approved' })).statusCode).toBe(404);
    });

    it('refuses a member token on the staff routes', async () => {
      const member = await createMember(t);
      const id = (await send(member.token, { topic: 'Sleep', message: 'Help' })).json()._id;
      expect((await staffList(member.token)).statusCode).toBe(403);
      expect((await reply(member.token, id, { status: 'approved', reply: 'Approved by myself' })).statusCode).toBe(403);
      expect((await list(member.token)).json().requests[0]).toMatchObject({ status: 'pending', reply: null });
    });
  });
});
