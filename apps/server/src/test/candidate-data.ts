import { API, type PageConfigInput, type PositionInput } from '@portico/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.js';
import type { DigestJob } from '../modules/job-alerts/job-alerts.service.js';
import { renderResumePdf } from '../seed/demo-resume.js';
import type { TestAppContext, TestClient } from './app.js';
import { TEST_PASSWORD } from './app.js';
import { BERLIN } from './places.js';

export interface SeededCandidate {
  id: string;
  email: string;
  fullName: string;
  client: TestClient;
  /** Words only this candidate's data holds (a job title, a skill, a form answer…). */
  marks: {
    jobTitle: string;
    skill: string;
    formAnswer: string;
    resumeName: string;
    visitorResumeName: string;
    /** A job only this candidate's job alert matched (and mailed). */
    alertJobTitle: string;
    /** Who referred this candidate, and what they said. */
    referrerName: string;
    referralNote: string;
  };
  offerEncId: string;
  resumeId: string;
  visitorResumeId: string;
}

function job(title: string, now: Date): PositionInput {
  const day = 24 * 60 * 60 * 1000;
  return {
    title,
    department: 'Sales',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['Negotiation'],
    preferredSkills: [],
    description: `<p>The ${title} role.</p>`,
    salary: null,
    postedAt: new Date(now.getTime() - 10 * day).toISOString(),
    validThrough: new Date(now.getTime() + 30 * day).toISOString(),
  };
}

/**
 * The site and server settings `seedCandidateWithData` needs: the job cart, job alerts and the notification
 * center on, and a short digest "day" (`JOB_ALERT_DAY_MS`) so a weekly digest is due after a second of the
 * test clock.
 */
export const CANDIDATE_DATA_CONFIG = {
  pcsxConfig: { branding: { companyName: 'Test Co' }, jobCartConfig: { enabled: true } },
  notificationsConfig: {
    savedSearchNotification: { enabled: true },
    enableCandidateInappNotifications: true,
  },
} as Partial<PageConfigInput>;
export const CANDIDATE_DATA_ENV = { JOB_ALERT_DAY_MS: '100' };

/**
 * A candidate with a record in every table that holds a candidate's data: profile, resumes (their own and a
 * visitor upload waiting in a pending application), an application with its stage history, a draft, a pending
 * application, a saved job, the job cart, a saved search with its job alert and a digest it mailed, notifications
 * and a chosen notification channel, a referral addressed to them, an offer with documents, files and audit
 * rows, a candidate form, sessions, page views, a password reset and mails. The address is proven (a referral is
 * shown to its proven owner only). The app needs `CANDIDATE_DATA_CONFIG` and `CANDIDATE_DATA_ENV`.
 */
export async function seedCandidateWithData(ctx: TestAppContext, tag: string): Promise<SeededCandidate> {
  const { app, tenant } = ctx;
  const s = app.services;
  const fullName = `${tag} Person`;
  const email = `${tag.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const row = await s.candidates.create({
    tenantId: tenant.id,
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    fullName,
    emailVerified: true,
  });
  const marks = {
    jobTitle: `${tag} Sales Director`,
    skill: `${tag}Skill`,
    formAnswer: `${tag} Emergency Contact`,
    resumeName: `${tag}-cv.pdf`,
    visitorResumeName: `${tag}-visitor-cv.pdf`,
    alertJobTitle: `${tag} Sales Director Alerted`,
    referrerName: `${tag} Referrer`,
    referralNote: `${tag} worked with me for years`,
  };
  const now = app.now();
  const [applied, drafted, saved, carted, pendingJob] = (await s.positions.createMany(tenant.id, [
    job(marks.jobTitle, now),
    job(`${tag} Draft Job`, now),
    job(`${tag} Saved Job`, now),
    job(`${tag} Cart Job`, now),
    job(`${tag} Pending Job`, now),
  ])) as [number, number, number, number, number];

  const photo = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const { avatarUrl } = await s.avatars.upload(tenant.id, row.id, photo);
  await s.profiles.save(tenant.id, row.id, {
    avatarUrl,
    headline: `${tag} headline`,
    skills: [marks.skill],
    experience: [{ title: marks.jobTitle, company: 'Contoso', startDate: '2020-01' }],
  });
  const pdf = await renderResumePdf({
    name: fullName,
    email,
    phone: '+1 555 0100',
    city: 'Berlin',
    headline: 'Sales',
    skills: [marks.skill],
    experience: [],
    education: [],
  });
  const { resume } = await s.resumes.upload(tenant.id, row.id, { fileName: marks.resumeName, bytes: pdf });
  const visitorUpload = await s.resumes.upload(tenant.id, null, {
    fileName: marks.visitorResumeName,
    bytes: pdf,
  });

  const origin = 'http://localhost';
  const values = {
    first_name: tag,
    last_name: 'Person',
    email,
  };
  await s.applications.submit(
    { tenant, candidate: row, origin },
    { position_ids: [applied], values, resume_id: resume.id },
  );
  const [application] = await s.applications.listForCandidate(tenant.id, row.id);
  await s.applications.moveStage(tenant.id, application!.id, 'Interview', null);
  await s.applications.saveDraft(tenant, row.id, {
    position_id: drafted,
    base_version: 0,
    step: 1,
    values: { first_name: tag },
  });
  await s.savedPositions.save(tenant.id, row.id, saved);
  await s.jobCart.update(tenant, row.id, { pids: [String(carted)], operation: 'add' });
  await s.savedSearches.create(tenant.id, row.id, {
    query: marks.jobTitle,
    location: 'Berlin, Germany',
    filters: { job_type: ['full-time'] },
    alertsEnabled: true,
    frequency: 'weekly',
  });
  // The alert mails by email too, and a job posted after it is matched by the next digest: the tick and the
  // digest run here as the queue would run them (the digest mails the job and notifies the candidate).
  await s.notifications.savePreferences(tenant, row.id, [{ kind: 'job_alert_matches', channel: 'both' }]);
  ctx.clock.advance(1000);
  await s.positions.createMany(tenant.id, [
    { ...job(marks.alertJobTitle, now), postedAt: ctx.clock.now().toISOString() },
  ]);
  ctx.clock.advance(1000);
  const digests: DigestJob[] = [];
  s.jobAlerts.useQueue(async (digest) => {
    digests.push(digest);
  });
  await s.jobAlerts.tick();
  expect(digests.length).toBeGreaterThan(0);
  for (const digest of digests) await s.jobAlerts.sendDigest(digest);

  // A colleague at the company refers the candidate for the saved job.
  const staff = await ctx.signedInStaff(
    tenant,
    `staff-${tag.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    'recruiter',
  );
  const referred = await staff.client.post(API.adminPositionReferrals(saved), {
    referrer_name: marks.referrerName,
    referrer_email: 'colleague@example.com',
    candidate_email: email,
    note: marks.referralNote,
  });
  expect(referred.statusCode, referred.body).toBe(201);

  const offer = await s.offers.extend(tenant, {
    candidateId: row.id,
    positionName: marks.jobTitle,
    salary: { amount: 90_000, currency: 'EUR', period: 'year' },
    startDate: '2027-02-01',
    expiresAt: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    documents: [
      {
        name: 'Offer Letter',
        documentType: 'Offer',
        status: 'Unsigned',
        requiresSignature: true,
        content: 'offer-letter',
      },
    ],
  });
  const key = `contact-${tag.toLowerCase()}-${Math.random().toString(36).slice(2, 6)}`;
  await s.candidateForms.createTemplate(tenant.id, {
    key,
    kind: 'form',
    title: 'Emergency contact',
    description: 'Who we call.',
    layout: 'simple',
    definition: {
      sections: [
        {
          title: 'Contact',
          items: [{ name: 'contactName', label: 'Full name', type: 'text', required: true }],
        },
      ],
    },
  });
  const formId = await s.candidateForms.assign(tenant.id, row.id, { templateKey: key });
  await s.candidateForms.save({ tenantId: tenant.id, candidateId: row.id, siteOrigin: origin }, formId, {
    contactName: marks.formAnswer,
  });

  const client = ctx.client();
  expect((await client.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  expect(
    (
      await client.post(`${API.vslog}?pid=${applied}&event=contentloadtime&namespace=search`, {
        event: 'contentloadtime',
        namespace: 'search',
        data_json: JSON.stringify({
          page: 'search',
          path: '/careers',
          ttfb: 120,
          navigationType: 'navigate',
        }),
      })
    ).statusCode,
  ).toBe(200);
  // A second session (another device) and a password reset.
  const device = ctx.client();
  expect((await device.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  expect((await device.post(API.forgotPassword, { email })).statusCode).toBe(200);
  // Last (a sign-in would claim it): a visitor's application with this address waits for its owner's
  // confirmation, holding the visitor's upload.
  await s.applications.submit(
    { tenant, candidate: null, origin },
    { position_ids: [pendingJob], values, resume_id: visitorUpload.resume.id },
  );

  return {
    id: row.id,
    email,
    fullName,
    client,
    marks,
    offerEncId: offer.encId,
    resumeId: resume.id,
    visitorResumeId: visitorUpload.resume.id,
  };
}
