import type { onRequestHookHandler } from 'fastify';
import type { Services } from './services.js';
import type { AuthenticatedMember } from './modules/user/user.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    authenticate: onRequestHookHandler;
    /** Every registered /api route as `METHOD /path` (the path after /api). */
    apiRoutes: readonly string[];
    /** Hot calls answer through compiled serializers (lib/route.ts); off only to compare in tests. */
    compiledResponses: boolean;
  }
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
  interface FastifyContextConfig {
    /** The `message` of a 400 answer when this route's input fails validation. */
    validationMessage?: string;
  }
}
