import type { Locale } from '@wellpath/shared/i18n/locale';
import type { Services } from './services.js';
import type { RouteTemplates } from './lib/access-log.js';
import type { AuthenticatedMember } from './modules/user/user.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every registered /api route as `METHOD /path` (the path after /api). */
    apiRoutes: readonly string[];
    /** Hot calls answer through compiled serializers (lib/route.ts); off only to compare in tests. */
    compiledResponses: boolean;
    /** The app's routes and the web app's pages, naming a request's path in the logs (lib/access-log.ts). */
    routeTemplates: RouteTemplates;
  }
  interface FastifyRequest {
    member: AuthenticatedMember;
    /** The answer's language (i18n/index.ts: Accept-Language, else the account's, else English). */
    readonly locale: Locale;
    /** A message (or plain text, unchanged) in the answer's language. */
    t(text: string): string;
  }
  interface FastifyContextConfig {
    /** The `message` of a 400 answer when this route's input fails validation. */
    validationMessage?: string;
  }
}
