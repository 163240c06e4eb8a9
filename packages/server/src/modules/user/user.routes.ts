import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailOnlySchema,
  loginSchema,
  messageResponseSchema,
  MESSAGES,
  passwordChangeSchema,
  profileResponseSchema,
  profileUpdateSchema,
  provincesResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from '@wellpath/shared/user/schemas';
import { PROVINCES } from '@wellpath/shared/user/provinces';
import { LIMITS } from '@wellpath/shared/limits';
import { presentProfile } from './user.presenter.js';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userService, authLimits, background } = app.services;

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Log in with e-mail and password', body: loginSchema, response: { 200: tokenResponseSchema } },
      config: { validationMessage: MESSAGES.invalidCredentials },
    },
    async (req) => {
      await authLimits.check('login', req.ip, req.body.email);
      const token = await userService.login(req.body.email, req.body.password, req.ip);
      return { token };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and send the verification e-mail',
        body: registerSchema,
        response: { 201: registerResponseSchema },
      },
      config: { validationMessage: 'Registration failed' },
    },
    async (req, reply) => {
      await authLimits.check('register', req.ip, req.body.email);
      const user = await userService.register(req.body, req.ip);
      return reply.code(201).send({
        message: MESSAGES.registered,
        user: { _id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name },
      });
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary: 'Send a new verification link (same answer whether or not the address exists)',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema },
      },
      config: { validationMessage: 'Failed to resend verification email' },
    },
    async (req) => {
      await authLimits.check('resend-verification', req.ip, req.body.email);
      background.run('resend-verification', () => userService.resendVerification(req.body.email));
      return { message: MESSAGES.resendSent };
    },
  );

  app.get(
    '/verify-email/:token',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the link from the e-mail',
        params: z.object({ token: z.string().min(1).max(LIMITS.token) }),
        response: { 200: messageResponseSchema },
      },
      config: { validationMessage: MESSAGES.invalidVerifyToken },
    },
    async (req) => {
      await authLimits.check('verify-email', req.ip);
      await userService.verifyEmail(req.params.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the address exists)',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema },
      },
      config: { validationMessage: 'Failed to process request' },
    },
    async (req) => {
      await authLimits.check('forgot-password', req.ip, req.body.email);
      const ip = req.ip;
      background.run('forgot-password', () => userService.forgotPassword(req.body.email, ip));
      return { message: MESSAGES.forgotSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the token from the reset e-mail',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
      config: { validationMessage: 'Failed to reset password' },
    },
    async (req) => {
      await authLimits.check('reset-password', req.ip);
      await userService.resetPassword(req.body.token, req.body.password, req.ip);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.get(
    '/provinces',
    { schema: { tags, summary: 'Canadian provinces and territories, code to name', response: { 200: provincesResponseSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return PROVINCES;
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The member's profile", security: [{ bearerAuth: [] }], response: { 200: profileResponseSchema } },
    },
    async (req) => presentProfile(await userService.getUser(req.member.userId), await app.services.profileConditions(req.member.userId)),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Update the member's profile (e-mail is read-only)",
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: messageResponseSchema.extend({ profile: profileResponseSchema }) },
      },
      config: { validationMessage: 'Update failed' },
    },
    async (req) => {
      const user = await userService.updateProfile(req.member.userId, req.body);
      return { message: MESSAGES.profileUpdated, profile: presentProfile(user, await app.services.profileConditions(req.member.userId)) };
    },
  );

  app.put(
    '/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out',
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema },
      },
      config: { validationMessage: 'Failed to update password' },
    },
    async (req) => {
      await authLimits.check('password-change', req.ip, req.member.userId);
      await userService.changePassword(req.member, req.body.currentPassword, req.body.newPassword, req.ip);
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Revoke the current session', security: [{ bearerAuth: [] }], response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await userService.logout(req.member);
      return { message: 'Logged out' };
    },
  );
};
