import type { Kysely } from 'kysely';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import type { Services } from './services.js';

// Decorations of the app instance (set in app.ts); request decorations live beside their plugins.
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    env: Env;
    services: Services;
    /** The clock of the app; tests inject one to move time. */
    now: () => Date;
  }
}
