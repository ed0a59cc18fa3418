import {
  type AdminPosition,
  type AdminPositionData,
  type AdminPositionStatus,
  type AdminPositionSummary,
  type AdminPositionsQuery,
  IMPORT_PREVIEW_ROWS,
  type ImportFormat,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  jobPath,
  type Position,
  type PositionData,
  type PositionInput,
  privateJobPath,
  siteHref,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { findPlace } from '../../search/gazetteer.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createAdminPositionsRepository } from './admin-positions.repository.js';
import { readImportFile } from './position-import.js';
import type { PositionsService } from './positions.service.js';

type StatusFields = Pick<Position, 'archivedAt' | 'publishedAt' | 'validThrough' | 'isPrivate'>;

/**
 * Where a position stands for the staff at `at`; archived before draft before expired before private (the SQL
 * form is statusSql in admin-positions.repository.ts).
 */
export function statusOf(p: StatusFields, at: Date): AdminPositionStatus {
  if (p.archivedAt !== null) return 'archived';
  if (p.publishedAt === null) return 'draft';
  if (p.validThrough !== null && Date.parse(p.validThrough) <= at.getTime()) return 'expired';
  return p.isPrivate ? 'private' : 'published';
}

/** What a position's audit row keeps: enough to say which job and how it stood, not its whole text. */
const auditView = (p: Position, at: Date) => ({
  id: p.id,
  title: p.title,
  department: p.department,
  status: statusOf(p, at),
  validThrough: p.validThrough,
});

/** The input that writes `p` back as it is, with `changes` (a position read is a valid input). */
const asInput = (p: Position, changes: Partial<PositionData>): PositionInput => ({
  title: p.title,
  department: p.department,
  jobType: p.jobType,
  seniority: p.seniority,
  locations: p.locations,
  isRemote: p.isRemote,
  requiredSkills: p.requiredSkills,
  preferredSkills: p.preferredSkills,
  description: p.description,
  salary: p.salary,
  postedAt: p.postedAt,
  validThrough: p.validThrough,
  isPrivate: p.isPrivate,
  archivedAt: p.archivedAt,
  isDraft: p.publishedAt === null,
  ...changes,
});

/**
 * The position with every place written as text ("Austin, TX, US") looked up in the gazetteer. A place it does
 * not know is a field error on that location, and nothing is written.
 */
export function withPlaces(input: AdminPositionData): PositionData {
  const fields: Record<string, string> = {};
  const locations = input.locations.map((location, index) => {
    if (typeof location !== 'string') return location;
    const place = findPlace(location);
    if (!place) {
      fields[`position.locations.${index}`] =
        `We do not know the place “${location}”. Write it as City, Country or City, Region, Country.`;
      return null;
    }
    return place;
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
  return { ...input, locations: locations.filter((l) => l !== null) };
}

/**
 * The recruiter workspace's jobs (docs/decisions/040): drafts, publication, privacy, archiving and copies,
 * through the positions service, so search, the job page, the sitemap and JobPosting follow each write at
 * once. Every write is audited.
 */
export function createAdminPositionsService(
  db: Kysely<Database>,
  deps: {
    positions: PositionsService;
    audit: AuditService;
    siteUrl: (tenant: Tenant) => string;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createAdminPositionsRepository(db);

  function view(tenant: Tenant, p: Position): AdminPosition {
    const path = p.isPrivate ? privateJobPath(p.id, null) : jobPath(p);
    return {
      position: p,
      status: statusOf(p, now()),
      link: siteHref(deps.siteUrl(tenant), tenant.domain, path),
      version: p.updatedAt,
    };
  }

  async function find(tenantId: string, id: number): Promise<Position> {
    const position = await deps.positions.findById(tenantId, id);
    if (!position) throw new AppError('NOT_FOUND', 'No job with this id.');
    return position;
  }

  /** The audit row of a write, recorded in the write's own transaction. */
  const audited =
    (tenantId: string, actor: CandidateRow, action: string, source?: Position) =>
    async (trx: Kysely<Database>, before: Position | null, after: Position): Promise<void> => {
      const at = now();
      const was = source ?? before;
      await deps.audit.record(
        trx,
        tenantId,
        { id: actor.id, email: actor.email },
        {
          action,
          targetType: 'position',
          targetId: String(after.id),
          before: was && auditView(was, at),
          after: auditView(after, at),
        },
      );
    };

  return {
    async list(
      tenantId: string,
      query: AdminPositionsQuery,
    ): Promise<{ positions: AdminPositionSummary[]; page: number; total: number }> {
      const at = now();
      const { rows, total } = await repo.page(tenantId, query, at.toISOString());
      return {
        positions: rows.map((row) => ({
          id: Number(row.id),
          title: row.title,
          department: row.department,
          status: statusOf(
            {
              archivedAt: row.archived_at,
              publishedAt: row.published_at,
              validThrough: row.valid_through,
              isPrivate: row.is_private === 1,
            },
            at,
          ),
          posted_at: row.posted_at,
          updated_at: row.updated_at,
          applications: Number(row.applications ?? 0),
        })),
        page: query.page,
        total,
      };
    },

    async get(tenant: Tenant, id: number): Promise<AdminPosition> {
      const position = await find(tenant.id, id);
      const view_ = view(tenant, position);
      // Staff share a private job by its link, token and all.
      if (position.isPrivate) {
        const token = await deps.positions.privateToken(tenant.id, id);
        view_.link = siteHref(deps.siteUrl(tenant), tenant.domain, privateJobPath(id, token));
      }
      return view_;
    },

    /** A new job: a draft unless `publish`; a published one is posted now. */
    async create(
      tenant: Tenant,
      actor: CandidateRow,
      input: AdminPositionData,
      publish: boolean,
    ): Promise<AdminPosition> {
      const position = withPlaces(input);
      const write = audited(tenant.id, actor, 'position.create');
      const created = await deps.positions.create(
        tenant.id,
        { ...position, isDraft: !publish, ...(publish ? { postedAt: now().toISOString() } : {}) },
        (trx, position) => write(trx, null, position),
      );
      return this.get(tenant, created.id);
    },

    /** Saves the whole job as the editor left it; whether it is a draft is changed by publishing only. */
    async update(
      tenant: Tenant,
      actor: CandidateRow,
      id: number,
      input: AdminPositionData,
      version: string,
    ): Promise<AdminPosition> {
      const position = withPlaces(input);
      const before = await find(tenant.id, id);
      const after = await deps.positions.update(
        tenant.id,
        id,
        { ...position, isDraft: before.publishedAt === null },
        { version, also: audited(tenant.id, actor, 'position.update') },
      );
      if (!after) throw new AppError('NOT_FOUND', 'No job with this id.');
      return this.get(tenant, id);
    },

    /** A draft copy, to post a similar job: same texts, posted when it is published. */
    async duplicate(tenant: Tenant, actor: CandidateRow, id: number): Promise<AdminPosition> {
      const source = await find(tenant.id, id);
      const at = now();
      const stillValid = source.validThrough !== null && Date.parse(source.validThrough) > at.getTime();
      const write = audited(tenant.id, actor, 'position.duplicate', source);
      const copy = await deps.positions.create(
        tenant.id,
        asInput(source, {
          isDraft: true,
          archivedAt: null,
          postedAt: at.toISOString(),
          validThrough: stillValid ? source.validThrough : null,
        }),
        (trx, position) => write(trx, null, position),
      );
      return this.get(tenant, copy.id);
    },

    /**
     * Makes the job live: a draft is posted now, an archived job is taken out of the archive. A job live
     * already stays as it is.
     */
    async publish(tenant: Tenant, actor: CandidateRow, id: number): Promise<AdminPosition> {
      const before = await find(tenant.id, id);
      if (before.publishedAt !== null && before.archivedAt === null) return this.get(tenant, id);
      const changes: Partial<PositionData> = { isDraft: false, archivedAt: null };
      if (before.publishedAt === null) changes.postedAt = now().toISOString();
      const after = await deps.positions.update(tenant.id, id, asInput(before, changes), {
        version: before.updatedAt,
        also: audited(tenant.id, actor, 'position.publish'),
      });
      if (!after) throw new AppError('NOT_FOUND', 'No job with this id.');
      return this.get(tenant, id);
    },

    /**
     * What importing the file would do, row by row (docs/decisions/042): which rows create a job, which update one
     * (the tenant has its identifier), and what is wrong with the others. Nothing is written.
     */
    async previewImport(tenant: Tenant, format: ImportFormat, content: string): Promise<ImportPreview> {
      const entries = readImportFile(format, content, now());
      const known = await repo.knownExternalIds(
        tenant.id,
        entries.flatMap((e) => (e.externalId ? [e.externalId] : [])),
      );
      const rows: ImportRow[] = entries.map((e) => ({
        row: e.row,
        externalId: e.externalId,
        title: e.title,
        action: e.externalId && known.has(e.externalId) ? 'update' : 'create',
        errors: e.errors,
      }));
      const valid = rows.filter((r) => Object.keys(r.errors).length === 0);
      return {
        total: rows.length,
        creates: valid.filter((r) => r.action === 'create').length,
        updates: valid.filter((r) => r.action === 'update').length,
        invalid: rows.length - valid.length,
        rows: [...rows.filter((r) => Object.keys(r.errors).length > 0), ...valid].slice(
          0,
          IMPORT_PREVIEW_ROWS,
        ),
      };
    },

    /**
     * Imports the file's valid rows in one transaction, with one audit row; rows with errors are left out (the
     * preview listed them). A file with no valid row writes nothing.
     */
    async importFile(
      tenant: Tenant,
      actor: CandidateRow,
      format: ImportFormat,
      content: string,
    ): Promise<ImportResult> {
      const entries = readImportFile(format, content, now());
      const jobs = entries.flatMap((e) =>
        e.input && e.externalId ? [{ externalId: e.externalId, input: withPlaces(e.input) }] : [],
      );
      const skipped = entries.length - jobs.length;
      if (jobs.length === 0)
        throw new AppError(
          'VALIDATION_FAILED',
          'No row of this file can be imported. Fix the rows the preview lists.',
        );
      const result = await deps.positions.importMany(tenant.id, jobs, (trx, counts) =>
        deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'position.import',
            targetType: 'position',
            targetId: format,
            before: null,
            after: { ...counts, skipped },
          },
        ),
      );
      return { ...result, skipped };
    },

    /** Takes the job down: out of search, its page says it no longer takes applications. */
    async archive(tenant: Tenant, actor: CandidateRow, id: number): Promise<AdminPosition> {
      const before = await find(tenant.id, id);
      if (before.archivedAt !== null) return this.get(tenant, id);
      const after = await deps.positions.archive(
        tenant.id,
        id,
        audited(tenant.id, actor, 'position.archive'),
      );
      if (!after) throw new AppError('NOT_FOUND', 'No job with this id.');
      return this.get(tenant, id);
    },
  };
}

export type AdminPositionsService = ReturnType<typeof createAdminPositionsService>;
