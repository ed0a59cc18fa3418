import type { TermsOfService } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { createCandidatesService } from '../candidates/candidates.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createTermsRepository } from './terms.repository.js';

/**
 * The terms-of-service gate (spec 1 §4, docs/decisions/022): a tenant's terms are versioned in its page config
 * (`termsConfig.version`); a candidate attests one version at a time, and a new version asks again. The session
 * plugin asks `mustAttest` once per request, and `requireCandidate` refuses protected calls while it holds.
 */
export function createTermsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createTermsRepository(db);

  /** Writes the attestation and keeps `candidates.tos_attested_at` (the latest attestation's time) with it. */
  async function record(input: {
    tenantId: string;
    candidateId: string;
    version: number;
    at?: string;
    ip?: string | null;
  }): Promise<void> {
    const at = input.at ?? now().toISOString();
    await db.transaction().execute(async (trx) => {
      await createTermsRepository(trx).insert({
        tenantId: input.tenantId,
        candidateId: input.candidateId,
        version: input.version,
        at,
        ip: input.ip ?? null,
      });
      await createCandidatesService(trx, { now }).update(input.tenantId, input.candidateId, {
        tosAttestedAt: at,
      });
    });
  }

  return {
    /** Whether the gate stands between this candidate and the tenant's site: on, and the current version unattested. */
    async mustAttest(tenant: Tenant, candidateId: string): Promise<boolean> {
      const terms = tenant.config.pcsxConfig.termsConfig;
      if (!terms.enabled) return false;
      return !(await repo.hasAttested(tenant.id, candidateId, terms.version));
    },

    /** GET /api/pcsx/terms_of_service: the candidate's state and the texts the gate shows. */
    async state(tenant: Tenant, candidateId: string): Promise<TermsOfService> {
      const { enabled, version, ...texts } = tenant.config.pcsxConfig.termsConfig;
      const tosAttested = await repo.hasAttested(tenant.id, candidateId, version);
      return { tosAttested, enabled, version, ...texts };
    },

    /**
     * POST /api/pcsx/terms_of_service: attests the current version. A `version` the candidate read that is no
     * longer current is refused (409), so terms changed behind an open gate are never accepted unseen.
     */
    async attest(
      tenant: Tenant,
      candidateId: string,
      input: { version?: number | undefined; ip: string | null },
    ): Promise<TermsOfService> {
      const current = tenant.config.pcsxConfig.termsConfig.version;
      if (input.version !== undefined && input.version !== current)
        throw new AppError('CONFLICT', 'The terms have changed. Please read the new version.');
      await record({ tenantId: tenant.id, candidateId, version: current, ip: input.ip });
      return this.state(tenant, candidateId);
    },

    /** An attestation of any version at a given time (the demo seed: an old version attested long ago). */
    record,
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
