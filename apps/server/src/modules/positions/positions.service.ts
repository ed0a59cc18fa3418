import {
  FALLBACK_LOCALE,
  isLocale,
  isPositionOpen,
  type Locale,
  type Position,
  type PositionData,
  type PositionInput,
  type PositionLocation,
  positionInputSchema,
  type SelectOptionData as SelectOption,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { dbKind } from '../../db/database.js';
import type { Database, NewPosition, PositionPlaceTable, PositionRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';
import { type IndexDoc, isListed, SEARCH_FORMAT, toIndexDoc } from '../../search/documents.js';
import { createSearchIndex, type SearchIndex } from '../../search/search-index.js';
import { createPositionsRepository, INSERT_BATCH_SIZE, toPosition } from './positions.repository.js';
import { canRead, newPrivateToken } from './private-link.js';

/** Runs inside a position write's transaction with the position before and after (an audit row). */
export type PositionWriteHook = (trx: Kysely<Database>, before: Position, after: Position) => Promise<void>;

/**
 * Job descriptions are shown as HTML on the job page; only structure and emphasis survive, so a
 * description can never carry scripts, styles, images or event handlers.
 */
/** Positions indexed again per transaction when the index format changes (reindexIfStale). */
const REINDEX_BATCH = 1000;

const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_HTML).trim();
}

function validationError(error: z.ZodError, index?: number): AppError {
  const fields = zodFields(error, 'position');
  const where = index === undefined ? 'The position' : `Position ${index + 1}`;
  return new AppError('VALIDATION_FAILED', `${where} is invalid.`, { fields, cause: error });
}

function toRow(tenantId: string, p: PositionData, now: string): NewPosition {
  const description = sanitizeDescription(p.description);
  return {
    tenant_id: tenantId,
    title: p.title,
    department: p.department,
    job_type: p.jobType,
    seniority: p.seniority,
    locations_json: JSON.stringify(p.locations),
    is_remote: p.isRemote ? 1 : 0,
    skills_required_json: JSON.stringify(p.requiredSkills),
    skills_preferred_json: JSON.stringify(p.preferredSkills),
    description,
    salary_min: p.salary?.min ?? null,
    salary_max: p.salary?.max ?? null,
    salary_currency: p.salary?.currency ?? null,
    salary_period: p.salary?.period ?? null,
    // Normalised to UTC ISO text so that dates compare correctly as strings on both databases.
    posted_at: new Date(p.postedAt).toISOString(),
    valid_through: p.validThrough === null ? null : new Date(p.validThrough).toISOString(),
    is_private: p.isPrivate ? 1 : 0,
    private_token: p.isPrivate ? newPrivateToken() : null,
    archived_at: p.archivedAt === null ? null : new Date(p.archivedAt).toISOString(),
    published_at: p.isDraft ? null : now,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The position's places as rows of position_places (coordinates for "open positions nearby"): none for a
 * position that is not listed at `at` (private, archived or expired: time only moves on, so none of them
 * is listed again without an update rewriting its places). Listed ones keep their valid-through date,
 * which the reads test.
 */
function placeRows(
  row: Pick<
    NewPosition,
    'tenant_id' | 'locations_json' | 'archived_at' | 'is_private' | 'valid_through' | 'published_at'
  >,
  id: number,
  at: Date,
): PositionPlaceTable[] {
  const open = isPositionOpen(
    { archivedAt: row.archived_at ?? null, validThrough: row.valid_through ?? null },
    at,
  );
  if (row.is_private === 1 || !row.published_at || !open) return [];
  return (JSON.parse(row.locations_json) as PositionLocation[]).map((l, idx) => ({
    position_id: id,
    idx,
    tenant_id: row.tenant_id,
    lat: l.lat,
    lng: l.lng,
    valid_through: row.valid_through ?? null,
  }));
}

/**
 * Positions, their places (position_places) and their entries in the search index: every write
 * indexes in the position's own transaction, so a search sees a change as soon as it is committed and
 * never a half-written one.
 */
export function createPositionsService(
  db: Kysely<Database>,
  opts: { now?: () => Date; searchIndex?: SearchIndex } = {},
) {
  const now = opts.now ?? (() => new Date());
  const repo = createPositionsRepository(db);
  const searchIndex = opts.searchIndex ?? createSearchIndex(db);

  /**
   * The positions as the index stores them, each in its tenant's language: the language its positions are
   * written in, the tenant's default language (`defaultLanguage` of its configuration, English when the
   * stored configuration leaves it to the schema's default).
   */
  async function indexDocs(conn: Kysely<Database>, positions: readonly Position[]): Promise<IndexDoc[]> {
    const tenantIds = [...new Set(positions.map((p) => p.tenantId))];
    const languages = new Map<string, Locale>();
    if (tenantIds.length > 0) {
      const rows = await conn
        .selectFrom('tenants')
        .select(['id', 'config_json'])
        .where('id', 'in', tenantIds)
        .execute();
      for (const row of rows) {
        const { defaultLanguage } = JSON.parse(row.config_json) as { defaultLanguage?: unknown };
        languages.set(row.id, isLocale(defaultLanguage) ? defaultLanguage : FALLBACK_LOCALE);
      }
    }
    return positions.map((p) => toIndexDoc(p, languages.get(p.tenantId) ?? FALLBACK_LOCALE));
  }

  /** Indexes what is listed now (not archived, not private, not expired). */
  async function index(trx: Kysely<Database>, rows: readonly PositionRow[]) {
    const at = now();
    const listed = rows.map(toPosition).filter((p) => isListed(p, at));
    if (listed.length > 0) await searchIndex.add(trx, await indexDocs(trx, listed));
  }

  /**
   * Indexes every position again (one tenant's, or all), batch by batch, each batch removed as it is in the
   * index now (so its suggestions and places are counted down) and added as it is now.
   */
  async function reindex(tenantId: string | null): Promise<number> {
    let count = 0;
    for (let after = 0; ; ) {
      let query = db.selectFrom('positions').selectAll().where('id', '>', after);
      if (tenantId !== null) query = query.where('tenant_id', '=', tenantId);
      const rows = await query.orderBy('id').limit(REINDEX_BATCH).execute();
      if (rows.length === 0) return count;
      after = (rows[rows.length - 1] as PositionRow).id;
      await db.transaction().execute(async (trx) => {
        await searchIndex.remove(trx, await indexDocs(trx, rows.map(toPosition)));
        await index(trx, rows);
      });
      count += rows.length;
    }
  }

  /**
   * Validates, sanitises and inserts batch by batch inside one transaction, so memory stays flat for
   * large loads (`--jobs 50000`) and an invalid or failing row anywhere leaves nothing behind.
   */
  async function createMany(
    tenantId: string,
    inputs: readonly PositionInput[],
    also?: (trx: Kysely<Database>, ids: number[]) => Promise<void>,
  ): Promise<number[]> {
    if (inputs.length === 0) return [];
    const at = now();
    const stamp = at.toISOString();
    return db.transaction().execute(async (trx) => {
      const txRepo = createPositionsRepository(trx);
      const ids: number[] = [];
      for (let start = 0; start < inputs.length; start += INSERT_BATCH_SIZE) {
        const rows: NewPosition[] = [];
        const end = Math.min(start + INSERT_BATCH_SIZE, inputs.length);
        for (let i = start; i < end; i++) {
          const parsed = positionInputSchema.safeParse(inputs[i]);
          if (!parsed.success) throw validationError(parsed.error, i);
          rows.push(toRow(tenantId, parsed.data, stamp));
        }
        const batchIds = await txRepo.insertMany(rows);
        await txRepo.insertPlaces(rows.flatMap((row, i) => placeRows(row, batchIds[i] as number, at)));
        await index(
          trx,
          rows.map((row, i) => ({ ...row, id: batchIds[i] as number }) as PositionRow),
        );
        ids.push(...batchIds);
      }
      await also?.(trx, ids);
      return ids;
    });
  }

  /**
   * Replaces stored positions' data in the caller's transaction, their places and search entries with them, a
   * batch at a time (an import rewrites thousands: one statement per step, not per position). A position that
   * stays private keeps its link; a published one keeps its first publication time (saving it as a draft takes
   * it down).
   */
  async function rewrite(
    trx: Kysely<Database>,
    changes: readonly { before: PositionRow; data: PositionData }[],
  ): Promise<PositionRow[]> {
    if (changes.length === 0) return [];
    const txRepo = createPositionsRepository(trx);
    const tenantId = changes[0]!.before.tenant_id;
    const stamp = now().toISOString();
    const places: PositionPlaceTable[] = [];
    for (const { before, data } of changes) {
      const { created_at: _created, ...row } = toRow(tenantId, data, stamp);
      if (row.is_private === 1 && before.private_token) row.private_token = before.private_token;
      if (row.published_at && before.published_at) row.published_at = before.published_at;
      await txRepo.update(tenantId, before.id, row);
      places.push(...placeRows(row, before.id, now()));
    }
    const ids = changes.map((c) => c.before.id);
    await txRepo.deletePlaces(tenantId, ids);
    await txRepo.insertPlaces(places);
    const after = await txRepo.findManyByIds(tenantId, ids);
    if (after.length !== ids.length) throw new AppError('INTERNAL', 'A position was not stored.');
    await searchIndex.remove(
      trx,
      await indexDocs(
        trx,
        changes.map((c) => toPosition(c.before)),
      ),
    );
    await index(trx, after);
    const byId = new Map(after.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  return {
    /**
     * Writes a feed's jobs in one transaction (docs/decisions/042): a job whose identifier the tenant already has
     * is rewritten, any other is created with it, so importing a feed again updates and never duplicates. An
     * invalid job anywhere leaves nothing behind. `also` runs in the same transaction (an audit row).
     */
    async importMany(
      tenantId: string,
      jobs: readonly { externalId: string; input: PositionInput }[],
      also?: (trx: Kysely<Database>, result: { created: number; updated: number }) => Promise<void>,
    ): Promise<{ created: number; updated: number }> {
      const stamp = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const txRepo = createPositionsRepository(trx);
        let created = 0;
        let updated = 0;
        for (let start = 0; start < jobs.length; start += INSERT_BATCH_SIZE) {
          const batch = jobs.slice(start, start + INSERT_BATCH_SIZE).map((job, i) => {
            const parsed = positionInputSchema.safeParse(job.input);
            if (!parsed.success) throw validationError(parsed.error, start + i);
            return { externalId: job.externalId, data: parsed.data };
          });
          const existing = new Map(
            (
              await txRepo.findByExternalIds(
                tenantId,
                batch.map((j) => j.externalId),
              )
            ).map((row) => [row.external_id, row]),
          );
          const rows: NewPosition[] = [];
          const changes: { before: PositionRow; data: PositionData }[] = [];
          for (const job of batch) {
            const before = existing.get(job.externalId);
            if (before) changes.push({ before, data: job.data });
            else rows.push({ ...toRow(tenantId, job.data, stamp), external_id: job.externalId });
          }
          updated += (await rewrite(trx, changes)).length;
          const ids = await txRepo.insertMany(rows);
          await txRepo.insertPlaces(rows.flatMap((row, i) => placeRows(row, ids[i] as number, now())));
          await index(
            trx,
            rows.map((row, i) => ({ ...row, id: ids[i] as number }) as PositionRow),
          );
          created += ids.length;
        }
        await also?.(trx, { created, updated });
        return { created, updated };
      });
    },

    /** `also` runs in the write's transaction (an audit row): it fails, nothing is kept. */
    async create(
      tenantId: string,
      input: PositionInput,
      also?: (trx: Kysely<Database>, created: Position) => Promise<void>,
    ): Promise<Position> {
      const [id] = await createMany(
        tenantId,
        [input],
        also &&
          (async (trx, [newId]) => {
            const row = await createPositionsRepository(trx).findById(tenantId, newId!);
            await also(trx, toPosition(row!));
          }),
      );
      const row = await repo.findById(tenantId, id!);
      if (!row) throw new AppError('INTERNAL', 'The position was not stored.');
      return toPosition(row);
    },

    /**
     * Replaces a position's data; null when the tenant has no such position. With `version` (the `updatedAt`
     * the editor read), a position saved by someone else since is a 409 and nothing is written. `also` runs
     * in the write's transaction (an audit row).
     */
    async update(
      tenantId: string,
      id: number,
      input: PositionInput,
      opts: { version?: string; also?: PositionWriteHook } = {},
    ): Promise<Position | null> {
      const parsed = positionInputSchema.safeParse(input);
      if (!parsed.success) throw validationError(parsed.error);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      return db.transaction().execute(async (trx) => {
        const txRepo = createPositionsRepository(trx);
        // Locked while the version is compared and the row written, so two saves of one version cannot both pass.
        const before = await txRepo.findById(tenantId, id, {
          forUpdate: opts.version !== undefined && dbKind(trx) === 'postgres',
        });
        if (!before) return null;
        if (opts.version !== undefined && opts.version !== before.updated_at)
          throw new AppError(
            'CONFLICT',
            'Someone else saved this job after you opened it. Reload it to see their changes.',
          );
        const [after] = await rewrite(trx, [{ before, data: parsed.data }]);
        await opts.also?.(trx, toPosition(before), toPosition(after!));
        return toPosition(after!);
      });
    },

    /**
     * The positions among `ids` a reader holding `privateToken` may read (private-link.ts): every public one, a
     * private one only with its link token. Tenant-scoped, in no particular order; the rest are left out.
     */
    async findReadable(
      tenantId: string,
      ids: readonly number[],
      privateToken: string | null,
    ): Promise<Position[]> {
      const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
      if (valid.length === 0) return [];
      return (await repo.findManyByIds(tenantId, valid))
        .filter((row) => canRead(row, privateToken))
        .map(toPosition);
    },

    /**
     * The link token of a private position, null for a public one: what the tooling that shares a private job
     * puts in its link (docs/decisions/034). Nothing in the server or the seed calls it yet; the tests do.
     */
    async privateToken(tenantId: string, id: number): Promise<string | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      return (await repo.findById(tenantId, id))?.private_token ?? null;
    },

    /**
     * The tenant's listed positions (published, public, open at `until`) posted after `after` and up to `until`,
     * oldest first: what a job alert calls new (docs/decisions/053).
     */
    async listedPostedBetween(
      tenantId: string,
      after: string,
      until: string,
      limit: number,
    ): Promise<Position[]> {
      return (await repo.listedPostedBetween(tenantId, after, until, limit)).map(toPosition);
    },

    /** Tenant-scoped, in no particular order; unknown ids are left out. */
    async findManyByIds(tenantId: string, ids: readonly number[]): Promise<Position[]> {
      const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
      if (valid.length === 0) return [];
      return (await repo.findManyByIds(tenantId, valid)).map(toPosition);
    },

    /**
     * Takes positions whose valid-through date has passed out of the search index (listing is decided at
     * write time; time passing is the one change no write announces). Returns how many left it.
     */
    async unlistExpired(): Promise<number> {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const rows = await createPositionsRepository(trx).indexedExpired(at, 500);
        await searchIndex.remove(trx, await indexDocs(trx, rows.map(toPosition)));
        return rows.length;
      });
    },

    createMany,

    /**
     * Indexes every position again when the index was written in an older format (documents.ts
     * SEARCH_FORMAT), batch by batch; the format is recorded last, so a rebuild cut short starts over.
     * Answers how many positions were indexed (0 when the index was current).
     */
    async reindexIfStale(): Promise<number> {
      const row = await db
        .selectFrom('search_format')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (row && Number(row.version) >= SEARCH_FORMAT) return 0;
      const listed = await reindex(null);
      await db
        .insertInto('search_format')
        .values({ id: 1, version: SEARCH_FORMAT })
        .onConflict((oc) => oc.column('id').doUpdateSet({ version: SEARCH_FORMAT }))
        .execute();
      if (listed > 0) await searchIndex.optimize();
      return listed;
    },

    /**
     * Indexes the tenant's positions again: after its default language changed, the language its positions
     * are indexed in (search/languages.ts). Answers how many positions were indexed.
     */
    reindexTenant: (tenantId: string): Promise<number> => reindex(tenantId),

    /** After a bulk load (seeding): see SearchIndex.optimize. */
    optimizeSearch: () => searchIndex.optimize(),

    /** Tenant-scoped: another tenant's position id gives null, exactly like an unknown id. */
    async findById(tenantId: string, id: number): Promise<Position | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const row = await repo.findById(tenantId, id);
      return row ? toPosition(row) : null;
    },

    /** `archived` true counts archived positions only, false open ones only, absent all of them. */
    count(tenantId: string, filter: { archived?: boolean } = {}): Promise<number> {
      return repo.count(tenantId, filter);
    },

    /** Select options of the departments with open positions (the form toolkit's endpoint options). */
    async departmentOptions(tenantId: string): Promise<SelectOption[]> {
      const departments = await repo.openDepartments(tenantId, now().toISOString());
      return departments.map((d) => ({ label: d, value: d }));
    },

    /** Select options of the open positions of one department: the title, and the position id as value. */
    async positionOptions(tenantId: string, department: string): Promise<SelectOption[]> {
      const rows = await repo.openTitlesIn(tenantId, department, now().toISOString());
      return rows.map((r) => ({ label: r.title, value: String(r.id) }));
    },

    /**
     * Skills of open positions containing `query` (case-insensitive), those starting with it first, then
     * alphabetical; at most `limit`. Feeds the skill selector's "Add skill" search.
     */
    async searchSkills(tenantId: string, query: string, limit = 20): Promise<SelectOption[]> {
      const needle = query.trim().toLowerCase();
      if (!needle) return [];
      const rows = await repo.openSkillListsMatching(tenantId, needle, now().toISOString(), 500);
      const found = new Map<string, string>();
      for (const row of rows) {
        for (const json of [row.skills_required_json, row.skills_preferred_json]) {
          for (const skill of JSON.parse(json) as string[]) {
            const key = skill.toLowerCase();
            if (key.includes(needle) && !found.has(key)) found.set(key, skill);
          }
        }
      }
      return [...found.values()]
        .sort((a, b) => {
          const prefix =
            Number(!a.toLowerCase().startsWith(needle)) - Number(!b.toLowerCase().startsWith(needle));
          return prefix || a.localeCompare(b);
        })
        .slice(0, limit)
        .map((skill) => ({ label: skill, value: skill }));
    },

    /**
     * Returns the position as it is afterwards, or null when the tenant has no such position. `also` runs in
     * the write's transaction when this call archived it.
     */
    async archive(tenantId: string, id: number, also?: PositionWriteHook): Promise<Position | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      return db.transaction().execute(async (trx) => {
        const txRepo = createPositionsRepository(trx);
        const before = await txRepo.findById(tenantId, id);
        if (!before) return null;
        const archived = await txRepo.archive(tenantId, id, now().toISOString());
        if (archived) {
          await txRepo.deletePlaces(tenantId, [id]);
          await searchIndex.remove(trx, await indexDocs(trx, [toPosition(before)]));
        }
        const row = await txRepo.findById(tenantId, id);
        if (archived && row) await also?.(trx, toPosition(before), toPosition(row));
        return row ? toPosition(row) : null;
      });
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
