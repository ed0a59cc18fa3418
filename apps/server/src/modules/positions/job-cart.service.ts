import {
  JOB_CART_MAX_ITEMS,
  type JobCartData,
  type JobCartRequest,
  type PositionLocation,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createJobCartRepository } from './job-cart.repository.js';
import { createPositionsRepository, isPositionId } from './positions.repository.js';

type CartTenant = Pick<Tenant, 'id' | 'config'>;

/**
 * The job cart (spec 2 §3-§4): positions a signed-in candidate collects to apply to together. Only on
 * tenants that switch it on (`pcsxConfig.jobCartConfig.enabled`); elsewhere it does not exist (404).
 * Adding checks every id first and changes nothing unless all are open and the cart has room; removing
 * takes any id, so positions that closed since they were added can be cleared.
 */
export function createJobCartService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  /** 404 on tenants without the cart. */
  function assertEnabled(tenant: CartTenant): void {
    if (!tenant.config.pcsxConfig.jobCartConfig.enabled) {
      throw new AppError('NOT_FOUND', 'The job cart is not available on this site.');
    }
  }

  async function read(trx: Kysely<Database>, tenantId: string, candidateId: string): Promise<JobCartData> {
    const ids = await createJobCartRepository(trx).positionIds(tenantId, candidateId);
    const rows = await createPositionsRepository(trx).openSummariesAmong(tenantId, ids, now().toISOString());
    const open = new Map(rows.map((r) => [Number(r.id), r]));
    const positions: JobCartData['positions'] = [];
    const invalidPositionIds: string[] = [];
    for (const id of ids) {
      const row = open.get(id);
      if (!row) {
        invalidPositionIds.push(String(id));
        continue;
      }
      positions.push({
        id,
        title: row.title,
        department: row.department,
        jobType: row.job_type as JobCartData['positions'][number]['jobType'],
        locations: JSON.parse(row.locations_json) as PositionLocation[],
        isRemote: row.is_remote === 1,
      });
    }
    return { positions, invalidPositionIds };
  }

  return {
    assertEnabled,

    /** Inside the caller's transaction (an application's): takes positions out of the cart, if it holds them. */
    async removeIn(
      trx: Kysely<Database>,
      tenantId: string,
      candidateId: string,
      positionIds: readonly number[],
    ) {
      await createJobCartRepository(trx).delete(tenantId, candidateId, positionIds);
    },

    async get(tenant: CartTenant, candidateId: string): Promise<JobCartData> {
      assertEnabled(tenant);
      return read(db, tenant.id, candidateId);
    },

    async update(
      tenant: CartTenant,
      candidateId: string,
      request: Pick<JobCartRequest, 'pids' | 'operation'>,
    ): Promise<JobCartData> {
      assertEnabled(tenant);
      const ids = [...new Set(request.pids.map((pid) => Number.parseInt(pid, 10)))].filter(isPositionId);
      return db.transaction().execute(async (trx) => {
        const cart = createJobCartRepository(trx);
        if (request.operation === 'remove') {
          await cart.delete(tenant.id, candidateId, ids);
          return read(trx, tenant.id, candidateId);
        }
        const at = now().toISOString();
        const open = new Set(await createPositionsRepository(trx).openIdsAmong(tenant.id, ids, at));
        const closed = request.pids.filter((pid) => !open.has(Number.parseInt(pid, 10)));
        if (closed.length > 0) {
          const list = [...new Set(closed)].join(', ');
          throw new AppError(
            'BAD_REQUEST',
            `These positions are not open and cannot be added to the job cart: ${list}.`,
            { fields: { pids: `Not open: ${list}.` } },
          );
        }
        const inCart = new Set(await cart.positionIds(tenant.id, candidateId));
        const added = ids.filter((id) => !inCart.has(id));
        if (inCart.size + added.length > JOB_CART_MAX_ITEMS) {
          throw new AppError(
            'BAD_REQUEST',
            `The job cart holds at most ${JOB_CART_MAX_ITEMS} positions. Remove some before adding more.`,
            { fields: { pids: `At most ${JOB_CART_MAX_ITEMS} positions.` } },
          );
        }
        const seq = await cart.maxSeq(tenant.id, candidateId);
        await cart.insert(
          added.map((positionId, i) => ({
            tenantId: tenant.id,
            candidateId,
            positionId,
            seq: seq + i + 1,
            at,
          })),
        );
        return read(trx, tenant.id, candidateId);
      });
    },

    /** "Download my data": the cart as stored, whether or not the tenant still shows it. */
    exportFor(tenantId: string, candidateId: string): Promise<JobCartData> {
      return read(db, tenantId, candidateId);
    },
  };
}

export type JobCartService = ReturnType<typeof createJobCartService>;
