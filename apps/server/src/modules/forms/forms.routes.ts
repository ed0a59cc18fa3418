import {
  API,
  formOptionsResponseSchema,
  positionOptionsQuerySchema,
  skillOptionsQuerySchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Option endpoints for select fields of the form toolkit (spec 3 §7). Public like the job list they are
 * drawn from: the tenant's open positions. Cached briefly by the browser; the toolkit loads each once.
 */
export async function formsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.formOptionsDepartments,
    { schema: { response: { 200: formOptionsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return { data: { options: await app.services.positions.departmentOptions(request.tenant.id) } };
    },
  );
  typed.get(
    API.formOptionsPositions,
    { schema: { querystring: positionOptionsQuerySchema, response: { 200: formOptionsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      const options = await app.services.positions.positionOptions(
        request.tenant.id,
        request.query.department,
      );
      return { data: { options } };
    },
  );
  typed.get(
    API.formOptionsSkills,
    { schema: { querystring: skillOptionsQuerySchema, response: { 200: formOptionsResponseSchema } } },
    async (request) => {
      const options = await app.services.positions.searchSkills(request.tenant.id, request.query.q);
      return { data: { options } };
    },
  );
}
