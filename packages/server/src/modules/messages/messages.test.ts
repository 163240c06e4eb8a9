import { expect, it } from 'vitest';
import { bearer, createMember, createStaff, describeWithApp } from '../../test/helpers.js';

describeWithApp('messages between members and the care team', (t) => {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('threads a member writes reach the coach they chose or the whole care team, and replies come back with read state', async () => {
    const coaches = (await call((await createMember(t)).token, 'GET', '/api/coaches')).json().coaches as Array<{
      _id: string;
      key: string;
    }>;
    const [mine, other] = coaches;
    const coach = await createStaff(t, 'coach', { coachId: mine!._id });
    const otherCoach = await createStaff(t, 'coach', { coachId: other!._id });
    const clinician = await createStaff(t, 'clinician');
    const member = await createMember(t, { firstName: 'Avery' });

    const toCoach = await call(member.token, 'POST', '/api/messages', {
      subject: 'Knee pain',
      body: 'My knee hurts on squats.',
      coach_id: mine!.key,
    });
    expect(toCoach.statusCode).toBe(201);
    const toTeam = await call(member.token, 'POST', '/api/messages', { subject: 'Question', body: 'Who can help with sleep?' });
    expect(toTeam.json()).toMatchObject({
      coach: null,
      messages: [{ author_role: 'member', author_name: 'Avery', body: 'Who can help with sleep?' }],
    });

    // The coach sees their own thread and the unassigned one; another coach only the unassigned one.
    const mineBox = (await call(coach.token, 'GET', '/api/staff/threads?box=mine')).json().threads;
    expect(mineBox.map((x: { subject: string }) => x.subject)).toEqual(['Knee pain']);
    expect(mineBox[0]).toMatchObject({ unread: true, member: { name: 'Avery Tremblay' }, assigned_to: { _id: coach.userId } });
    expect(
      (await call(otherCoach.token, 'GET', '/api/staff/threads?box=unassigned')).json().threads.map((x: { subject: string }) => x.subject),
    ).toContain('Question');
    // Another coach's thread is not a dead end (decision 0100): it reads, with its owner, and a reply needs taking it over.
    expect((await call(otherCoach.token, 'GET', `/api/staff/threads/${toCoach.json()._id}`)).json()).toMatchObject({
      assigned_to: { _id: coach.userId },
      can_reply: false,
    });
    expect((await call(otherCoach.token, 'POST', `/api/staff/threads/${toCoach.json()._id}`, { body: 'x' })).statusCode).toBe(409);
    expect((await call(coach.token, 'GET', '/api/staff/threads?box=all')).statusCode).toBe(403);
    expect((await call(clinician.token, 'GET', '/api/staff/threads?box=all')).json().threads.length).toBeGreaterThanOrEqual(2);

    // A reply to the unassigned thread makes it the replier's; the member gets an e-mail without the reply.
    const reply = await call(otherCoach.token, 'POST', `/api/staff/threads/${toTeam.json()._id}`, {
      body: 'Our sleep coach will write to you today.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      assigned_to: { _id: otherCoach.userId },
      messages: [{ author_role: 'member' }, { author_role: 'staff', author_name: 'Maya Thompson' }],
    });
    await t.settle();
    const mail = t.mail.sent.filter((m) => m.to === member.email).at(-1)!;
    expect(mail.subject).toBe('Your care team replied to your message');
    expect(mail.text).not.toContain('sleep coach');
    expect(mail.text).toContain(`/messages/${toTeam.json()._id}`);

    expect((await call(member.token, 'GET', '/api/messages/unread')).json()).toEqual({ count: 1 });
    const list = (await call(member.token, 'GET', '/api/messages')).json();
    expect(list.unread).toBe(1);
    const thread = (await call(member.token, 'GET', `/api/messages/${toTeam.json()._id}`)).json();
    expect(thread.staff_read_at).toBeTruthy();
    expect((await call(member.token, 'GET', '/api/messages/unread')).json()).toEqual({ count: 0 });

    // The coach page's list of messages keeps its shape: the first message and the latest reply.
    await call(coach.token, 'POST', `/api/staff/threads/${toCoach.json()._id}`, { body: 'Try a smaller range of motion.' });
    const coachMessages = (await call(member.token, 'GET', '/api/coaches/messages')).json().messages;
    expect(coachMessages).toEqual([
      expect.objectContaining({
        subject: 'Knee pain',
        message: 'My knee hurts on squats.',
        status: 'answered',
        reply: 'Try a smaller range of motion.',
      }),
    ]);

    // The member's record shows who read and replied.
    const log = (await call(member.token, 'GET', '/api/user/access-log')).json().entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['Replied to your message']));
  });

  it("keeps each member's threads to themselves, and staff out of the member's calls", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const thread = (await call(a.token, 'POST', '/api/messages', { subject: 'Private', body: 'Only for my care team.' })).json();
    expect((await call(b.token, 'GET', `/api/messages/${thread._id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'POST', `/api/messages/${thread._id}`, { body: 'hi' })).statusCode).toBe(404);
    expect((await call(a.token, 'GET', '/api/staff/threads')).statusCode).toBe(403);
    const clinician = await createStaff(t, 'clinician');
    expect((await call(clinician.token, 'GET', '/api/messages')).statusCode).toBe(403);
    expect((await call(a.token, 'POST', '/api/messages', { subject: ' ', body: 'x' })).statusCode).toBe(400);
    expect((await call(a.token, 'POST', '/api/messages', { subject: 'To nobody', body: 'x', coach_id: 'no-such-coach' })).statusCode).toBe(
      404,
    );
  });
});
