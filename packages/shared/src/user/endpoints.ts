import { msg } from '../i18n/message.js';
import { defineEndpoints } from '../api/endpoint.js';
import { ACCOUNT_DATA_MESSAGES, dataExportResponseSchema, deleteAccountSchema } from './account-data.js';
import {
  emailOnlySchema,
  languageResponseSchema,
  languageSchema,
  loginSchema,
  messageResponseSchema,
  MESSAGES,
  passwordChangeSchema,
  passwordPolicySchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  provincesResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  verifyEmailParamsSchema,
} from './schemas.js';

/** Accounts: sign-up, verification, login, password reset, profile, password. */
export const userEndpoints = defineEndpoints('user', {
  'POST /user/login': {
    summary: 'Log in with e-mail and password',
    access: 'public',
    body: loginSchema,
    response: tokenResponseSchema,
    invalidMessage: MESSAGES.invalidCredentials,
  },
  'POST /user/register': {
    summary: 'Create an account and send the verification e-mail',
    access: 'public',
    body: registerSchema,
    response: registerResponseSchema,
    status: 201,
    invalidMessage: msg('validation.registrationFailed'),
  },
  'POST /user/resend-verification': {
    summary: 'Send a new verification link (same answer whether or not the address exists)',
    access: 'public',
    body: emailOnlySchema,
    response: messageResponseSchema,
    invalidMessage: msg('validation.resendFailed'),
  },
  'GET /user/verify-email/:token': {
    summary: 'Verify an e-mail address with the link from the e-mail',
    access: 'public',
    params: verifyEmailParamsSchema,
    response: messageResponseSchema,
    invalidMessage: MESSAGES.invalidVerifyToken,
  },
  'POST /user/forgot-password': {
    summary: 'E-mail a password reset link (same answer whether or not the address exists)',
    access: 'public',
    body: emailOnlySchema,
    response: messageResponseSchema,
    invalidMessage: msg('validation.requestFailed'),
  },
  'POST /user/reset-password': {
    summary: 'Choose a new password with the token from the reset e-mail',
    access: 'public',
    body: resetPasswordSchema,
    response: messageResponseSchema,
    invalidMessage: msg('validation.resetFailed'),
  },
  'GET /user/provinces': {
    summary: 'Canadian provinces and territories, code to name',
    access: 'public',
    response: provincesResponseSchema,
  },
  'GET /user/password-policy': {
    summary: 'What a new password must be: the minimum length the server enforces (never below 8)',
    access: 'public',
    response: passwordPolicySchema,
  },
  'GET /user/profile': {
    summary: "The member's profile",
    access: 'member',
    response: profileResponseSchema,
  },
  'PUT /user/profile': {
    summary: "Update the member's profile (e-mail is read-only)",
    access: 'member',
    body: profileUpdateSchema,
    response: profileUpdateResponseSchema,
    invalidMessage: msg('validation.updateFailed'),
  },
  'PUT /user/password': {
    summary: 'Change the password (members and staff); other sessions are signed out',
    access: 'signed-in',
    body: passwordChangeSchema,
    response: messageResponseSchema,
    invalidMessage: msg('validation.passwordUpdateFailed'),
  },
  'POST /user/logout': {
    summary: 'Revoke the current session (members and staff)',
    access: 'signed-in',
    duringEnrolment: true,
    response: messageResponseSchema,
  },
  'GET /user/export': {
    summary: "Download my data: a ZIP of one JSON file per area and a FHIR R4 Bundle of the member's lab results and blood pressure",
    access: 'member',
    response: dataExportResponseSchema,
  },
  'POST /user/delete-account': {
    summary: "Delete the member's account and health data (the care team's access log is kept); every session ends",
    access: 'member',
    body: deleteAccountSchema,
    response: messageResponseSchema,
    invalidMessage: ACCOUNT_DATA_MESSAGES.notDeleted,
  },
  'PUT /user/language': {
    summary: "Save the account's language (en or fr): its e-mails, and the app on every device it signs in to (members and staff)",
    access: 'signed-in',
    duringEnrolment: true,
    body: languageSchema,
    response: languageResponseSchema,
  },
});
