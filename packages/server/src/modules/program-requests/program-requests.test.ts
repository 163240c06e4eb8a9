import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';

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
});
