import type { onRequestHookHandler } from 'fastify';
import type { Services } from './services.js';
import type { AuthenticatedMember } from './modules/user/user.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
  interface FastifyContextConfig {
    /** The `message` of a 400 answer when this route's input fails validation. */
    validationMessage?: string;
  }
}
