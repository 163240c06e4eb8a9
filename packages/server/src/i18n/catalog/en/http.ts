/** The API's general answers (app.ts, lib/http-errors.ts, lib/route.ts). */
export const http = {
  'http.sessionEnded': 'Your session has ended. Please log in again.',
  'http.invalidRequest': 'Invalid request',
  'http.invalidValue': 'Invalid value',
  'http.notFound': 'Not found',
  'http.authRequired': 'Authentication required',
  'http.serverError': 'Something went wrong on our side. Please try again later.',
  'http.invalidJson': 'The request body is not valid JSON.',
  'http.bodyTooLarge': 'The request body is too large.',
  'http.jsonOnly': 'Send the request body as application/json.',
  'http.unprocessable': 'The request could not be processed.',
  'http.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'http.enrolSecondFactor': 'Set up your second factor to open the care workspace.',
  'http.memberOnly': 'This is part of the member app; the care team works in the care workspace.',
  'http.staffOnly': 'You do not have access to the care workspace.',
  'http.roleForbidden': 'Your role does not give access to this.',
  'http.nulCharacter': 'Text must not contain the NUL character (\\u0000).',
  'http.idempotencyKeyReused':
    'This Idempotency-Key was already used for another request. Send a new key for each action, and the same key only when retrying that action.',
  'http.idempotencyKeyInUse':
    'The first request with this Idempotency-Key is still being processed. Try again in a moment with the same key.',
};
