import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, registration, type TestApp } from '../test/helpers.js';

/** The server's answers and e-mails in French (decision 0050); the specification's English otherwise. */
describe('server messages in the request’s and the recipient’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an error in French with Accept-Language: fr-CA, in English without', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/api/content/pages/secrets', headers: { 'accept-language': 'fr-CA' } });
    expect(french.statusCode).toBe(404);
    expect(french.json().message).toBe('Page introuvable');
    const english = await t.app.inject({ method: 'GET', url: '/api/content/pages/secrets' });
    expect(english.json().message).toBe('Page not found');
  });

  it('answers a module’s errors and the shared validation in French with Accept-Language: fr-CA', async () => {
    const member = await createMember(t);
    const headers = { authorization: `Bearer ${member.token}`, 'accept-language': 'fr-CA' };
    const missing = await t.app.inject({ method: 'GET', url: '/api/programs/no-such-programme', headers });
    expect(missing.json().message).toBe('Programme introuvable');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/programs/no-such-programme',
      headers: { authorization: headers.authorization },
    });
    expect(english.json().message).toBe('Program not found');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: registration({ firstName: '' }),
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('L’inscription a échoué');
    expect(invalid.json().errors).toContain('Veuillez remplir le champ «\u00a0Prénom\u00a0».');
    const inEnglish = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: registration({ firstName: '' }) });
    expect(inEnglish.json()).toMatchObject({ message: 'Registration failed' });
    expect(inEnglish.json().errors).toContain('First name is required');
  });

  it('e-mails a member who signed up in French in French, whatever language the request that sends it asks', async () => {
    const body = registration();
    const reg = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body, headers: { 'accept-language': 'fr-CA' } });
    expect(reg.statusCode).toBe(201);
    await t.settle();
    const verification = t.mail.sent.findLast((m) => m.to === body.email)!;
    expect(verification.subject).toMatch(/^Confirmez votre adresse courriel pour /);
    expect(verification.text).toContain(`Bonjour ${body.firstName},`);
    expect(verification.html).toContain('<html lang="fr-CA">');
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: body.email } });
    await t.settle();
    const reset = t.mail.sent.findLast((m) => m.to === body.email)!;
    expect(reset.subject).toMatch(/^Réinitialisez votre mot de passe /);
    expect(reset.text).toContain('Choisir un nouveau mot de passe');
  });

  it('e-mails a member without a saved language in English', async () => {
    const member = await createMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: member.email },
      headers: { 'accept-language': 'fr-CA' },
    });
    await t.settle();
    const reset = t.mail.sent.findLast((m) => m.to === member.email)!;
    expect(reset.subject).toMatch(/^Reset your .* password$/);
    expect(reset.text).toContain('Hello Avery,');
  });
});
