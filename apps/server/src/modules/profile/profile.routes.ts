import {
  API,
  profileAnalysisQuerySchema,
  profileAnalysisResponseSchema,
  profileDetailsResponseSchema,
  profileEditResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import { parseProfileEdit } from './profile-edit.js';

const MINUTE = 60_000;

/**
 * The candidate's profile (spec 2 §7; docs/decisions/024): `profile_details` (the profile, the candidate's
 * basics and resumes), `profile_edit` (one section, one operation) and `profile_analysis` (the completion
 * score). Signed-in only, and only ever the session's own candidate.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editLimit = app.limit({
    name: 'profile-edit',
    max: 120,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.get(
    API.profileDetails,
    { schema: { response: { 200: profileDetailsResponseSchema } } },
    async (request) => {
      const candidate = requireCandidate(request);
      const tenantId = request.tenant.id;
      const [profile, resumes] = await Promise.all([
        app.services.profiles.get(tenantId, candidate.id),
        app.services.resumes.list(tenantId, candidate.id),
      ]);
      return {
        data: {
          profile,
          candidate: {
            id: candidate.id,
            email: candidate.email,
            fullName: candidate.full_name,
            isOnboarded: candidate.is_onboarded === 1,
            isBootstrapped: candidate.is_bootstrapped === 1,
          },
          resumes,
        },
      };
    },
  );

  // The body is read here, not by a route schema: spec 2 §5 answers a bad edit with 422, not 400.
  r.post(
    API.profileEdit,
    { schema: { response: { 200: profileEditResponseSchema } }, preHandler: editLimit },
    async (request) => {
      const candidate = requireCandidate(request);
      const edit = parseProfileEdit(request.body);
      const profile = await app.services.profiles.edit(request.tenant.id, candidate.id, edit);
      // A photo the profile no longer names (removed, or replaced by another) is deleted with the change.
      if (edit.op_section === 'avatar') await app.services.avatars.prune(request.tenant.id, candidate.id);
      return { data: profile };
    },
  );

  r.get(
    API.profileAnalysis,
    { schema: { querystring: profileAnalysisQuerySchema, response: { 200: profileAnalysisResponseSchema } } },
    async (request) => {
      const candidate = requireCandidate(request);
      return { data: await profileCompletionOf(app, request.tenant.id, candidate.id) };
    },
  );
}

/** The completion data of `profile_analysis`, also embedded in the page's user data. */
export async function profileCompletionOf(app: FastifyInstance, tenantId: string, candidateId: string) {
  const resumes = await app.services.resumes.list(tenantId, candidateId);
  return app.services.profiles.completion(tenantId, candidateId, resumes.length);
}
