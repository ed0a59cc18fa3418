import type { Readable } from 'node:stream';
import type { ResumeSummary } from '@portico/contracts';
import { ZipFile } from 'yazl';
import type { CandidateRow } from '../../db/types.js';
import type { Services } from '../../services.js';
import type { Tenant } from '../tenants/tenants.service.js';

/** A file name safe in every unzip tool: no folders, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return clean || 'file';
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * "Download my data" (docs/decisions/025): every record about the candidate, read through each module's
 * service, as JSON files, plus their resume and offer files, in one ZIP streamed as it is written. Secrets
 * stay out: no password hash, no session or confirmation token hashes.
 */
export async function candidateDataZip(
  services: Services,
  tenant: Tenant,
  candidate: CandidateRow,
  at: Date,
): Promise<Readable> {
  const tenantId = tenant.id;
  const id = candidate.id;
  const { password_hash: _secret, ...account } = candidate;

  const resumes = await services.resumes.list(tenantId, id);
  const resumeFiles = [];
  for (const r of resumes) resumeFiles.push({ ...r, file: await services.resumes.file(tenantId, id, r.id) });
  const offers = await services.offers.exportFor(tenantId, id);
  const avatars = await services.avatars.listForCandidate(tenantId, id);
  const notifications = await services.notifications.exportFor(tenant, candidate);
  // A visitor's upload waiting in a pending application for this address is theirs too (and goes with the
  // account when it is deleted).
  const pending = await services.applications.pendingForCandidate(tenantId, id);
  const pendingFiles: Array<ResumeSummary & { content: Uint8Array }> = [];
  for (const resumeId of new Set(pending.map((p) => p.payload.resume_id))) {
    if (!resumeId) continue;
    const file = await services.resumes.file(tenantId, null, resumeId).catch(() => null);
    if (file) pendingFiles.push({ ...file.summary, content: file.content });
  }

  const records: Array<[string, unknown]> = [
    ['account.json', account],
    ['profile.json', await services.profiles.get(tenantId, id)],
    [
      'avatars.json',
      avatars.map(({ content: _bytes, tenant_id: _tenant, candidate_id: _candidate, ...a }) => ({
        ...a,
        file: `avatars/${a.id}.webp`,
      })),
    ],
    [
      'resumes.json',
      resumeFiles.map(({ file, ...summary }) => ({
        ...summary,
        parsed: file.parsed,
        file: `resumes/${summary.id}-${safeFileName(summary.fileName)}`,
      })),
    ],
    ['applications.json', await services.applications.listForCandidate(tenantId, id)],
    ['drafts.json', await services.applications.drafts(tenant, id)],
    [
      'pending-applications.json',
      pending.map((p) => {
        const upload = pendingFiles.find((f) => f.id === p.payload.resume_id);
        return upload ? { ...p, resumeFile: `resumes/${upload.id}-${safeFileName(upload.fileName)}` } : p;
      }),
    ],
    ['interviews.json', await services.interviews.forCandidate(tenantId, id)],
    ['saved-jobs.json', await services.savedPositions.list(tenantId, id)],
    ['job-cart.json', await services.jobCart.exportFor(tenantId, id)],
    ['job-alerts.json', await services.jobAlerts.exportFor(tenantId, id)],
    [
      'offers.json',
      offers.offers.map((o) => ({
        ...o,
        files: offers.files
          .filter((f) => f.offerId === o.id)
          .map(({ content: _bytes, ...f }) => ({ ...f, file: `offer-files/${o.id}-${f.id}.pdf` })),
      })),
    ],
    ['candidate-forms.json', await services.candidateForms.exportFor(tenantId, id)],
    ['sessions.json', await services.sessions.listForCandidate(tenantId, id)],
    ['page-views.json', await services.analytics.listForCandidate(tenantId, id)],
    ['notifications.json', notifications.notifications],
    ['notification-preferences.json', notifications.preferences],
    // What the staff said about the address, by the dashboard's rule: only once the candidate proved the address
    // theirs (before that the account may not be its owner's). Whether or not the site shows the dashboard's
    // referrals tab: the records exist either way.
    ['referrals.json', await services.referrals.forCandidate(tenantId, candidate)],
    ['mails.json', await services.mail.outboxFor(tenantId, candidate.email)],
  ];

  const zip = new ZipFile();
  const mtime = at;
  zip.addBuffer(
    Buffer.from(
      `Your data at ${tenant.name}, exported ${at.toISOString()}.\n` +
        'Each .json file holds one kind of record; resumes/, avatars/ and offer-files/ hold your files.\n',
      'utf8',
    ),
    'README.txt',
    { mtime },
  );
  for (const [name, value] of records) zip.addBuffer(json(value), name, { mtime });
  for (const r of resumeFiles)
    zip.addBuffer(Buffer.from(r.file.content), `resumes/${r.id}-${safeFileName(r.fileName)}`, { mtime });
  for (const f of pendingFiles)
    zip.addBuffer(Buffer.from(f.content), `resumes/${f.id}-${safeFileName(f.fileName)}`, { mtime });
  for (const a of avatars) zip.addBuffer(Buffer.from(a.content), `avatars/${a.id}.webp`, { mtime });
  for (const f of offers.files)
    zip.addBuffer(Buffer.from(f.content), `offer-files/${f.offerId}-${f.id}.pdf`, { mtime });
  zip.end();
  return zip.outputStream;
}
