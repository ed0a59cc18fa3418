import { readFileSync } from 'node:fs';
import { API, healthResponseSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { dbKind } from '../../db/database.js';

/** From apps/server/package.json: the same relative path from src/ (tests) and dist/ (run time). */
const VERSION: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API.health,
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (request, reply) => {
        const database = dbKind(app.db);
        try {
          await sql`select 1`.execute(app.db);
          return { data: { status: 'ok' as const, version: VERSION, database } };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply
            .code(503)
            .send({ data: { status: 'unavailable' as const, version: VERSION, database } });
        }
      },
    );
}
