import type { FastifyInstance } from 'fastify';
import { smsg } from '../../i18n/index.js';
import { MESSAGES } from '@wellpath/shared/user/schemas';
import { isProvinceCode, provinceNames } from '@wellpath/shared/user/provinces';
import { route } from '../../lib/route.js';
import { presentRegistered } from './user.presenter.js';

export function userRoutes(app: FastifyInstance): void {
  const { userService, authLimits, background, passwordPolicy, deviceCookies } = app.services;

  // The limits are the service's (UserService.login). A browser with the account's device cookie is
  // counted by its cookie (decision 0071), and every login that succeeds gives the browser a fresh cookie.
  route(app, 'POST /user/login', async (req, reply) => {
    const { email } = req.body;
    const presented = deviceCookies.read(req.headers.cookie, email);
    const device = await authLimits.trustedDevice(presented);
    // A cookie that reached its own failure limit is forgotten: its browser is an unknown client now.
    if (presented && !device) reply.header('Set-Cookie', deviceCookies.forget(email));
    const session = await userService.login(req.body, req.ip, req.headers['user-agent'] ?? null, device);
    reply.header('Set-Cookie', deviceCookies.issue(email).setCookie);
    return session;
  });

  route(app, 'POST /user/register', async (req) => {
    await authLimits.check('register', req.ip, req.body.email);
    return { message: req.t(MESSAGES.registered), user: presentRegistered(await userService.register(req.body, req.ip, req.locale)) };
  });

  route(app, 'POST /user/resend-verification', async (req) => {
    await authLimits.check('resend-verification', req.ip, req.body.email);
    background.run('resend-verification', () => userService.resendVerification(req.body.email));
    return { message: req.t(MESSAGES.resendSent) };
  });

  route(app, 'GET /user/verify-email/:token', async (req) => {
    await authLimits.check('verify-email', req.ip);
    await userService.verifyEmail(req.params.token);
    return { message: req.t(MESSAGES.emailVerified) };
  });

  route(app, 'POST /user/forgot-password', async (req) => {
    await authLimits.check('forgot-password', req.ip, req.body.email);
    const ip = req.ip;
    background.run('forgot-password', () => userService.forgotPassword(req.body.email, ip));
    return { message: req.t(MESSAGES.forgotSent) };
  });

  route(app, 'POST /user/reset-password', async (req) => {
    await authLimits.check('reset-password', req.ip);
    await userService.resetPassword(req.body.token, req.body.password, req.ip);
    return { message: req.t(MESSAGES.passwordReset) };
  });

  route(app, 'GET /user/password-policy', (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { minLength: passwordPolicy.minLength };
  });

  route(app, 'GET /user/provinces', (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    reply.header('Vary', 'Accept-Language');
    return provinceNames(req.locale);
  });

  route(app, 'GET /user/profile', async (req) => {
    const profile = await userService.profile(req.member.userId, req.locale);
    // The province's name in the answer's language (the stored code is the same).
    return isProvinceCode(profile.province) ? { ...profile, provinceName: provinceNames(req.locale)[profile.province] } : profile;
  });

  route(app, 'PUT /user/profile', async (req) => ({
    message: req.t(MESSAGES.profileUpdated),
    profile: await userService.updateProfile(req.member.userId, req.body, req.locale),
  }));

  route(app, 'PUT /user/password', async (req) => {
    await authLimits.check('password-change', req.ip, req.member.userId);
    await userService.changePassword(req.member, req.body.currentPassword, req.body.newPassword, req.ip);
    return { message: req.t(MESSAGES.passwordUpdated) };
  });

  route(app, 'PUT /user/time-zone', async (req) => {
    await userService.setTimeZone(req.member, req.body.time_zone);
    return { time_zone: req.body.time_zone };
  });

  route(app, 'PUT /user/language', async (req) => {
    await userService.setLanguage(req.member, req.body.language);
    return { language: req.body.language };
  });

  route(app, 'POST /user/logout', async (req) => {
    await userService.logout(req.member);
    return { message: req.t(smsg('api.loggedOut')) };
  });
}
