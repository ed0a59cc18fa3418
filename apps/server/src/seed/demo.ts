import { createAdminEventRequestSchema, instantOfWallTime, wallClock, zonedToUtc } from '@portico/contracts';
import type { CandidateRow } from '../db/types.js';
import type { PageViewInput } from '../modules/analytics/analytics.service.js';
import type { ExtendInput } from '../modules/offers/offers.service.js';
import type { Tenant } from '../modules/tenants/tenants.service.js';
import { isListed } from '../search/documents.js';
import type { Services } from '../services.js';
import { CONTOSO_APPLICATION_FORM, NORTHWIND_APPLICATION_FORM } from './application-forms.js';
import { type CitySpec, type Place, resolveCities } from './cities.js';
import {
  CONTOSO_PREBOARDING,
  DEMO_FORM_KEYS,
  NORTHWIND_EMERGENCY_CONTACT,
  NORTHWIND_PREBOARDING,
  NORTHWIND_PRIVACY,
  NORTHWIND_PRIVACY_ANSWERS,
  NORTHWIND_QUESTIONNAIRE,
} from './demo-forms.js';
import { renderResumePdf } from './demo-resume.js';
import {
  CONTOSO_PROFILE,
  DEMO_SEED,
  generatePositions,
  NORTHWIND_PROFILE,
  type PositionProfile,
} from './positions.js';
import { createRandom } from './random.js';
import { CONTOSO_DOMAIN, DEMO_TENANTS, NORTHWIND_DOMAIN } from './tenants.js';

/** DEMO.md accounts. The passwords are demo-only and documented in the README. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'demo@example.com', password: 'portico-demo', fullName: 'Alex Morgan' },
  newCandidate: { email: 'new@example.com', password: 'portico-demo', fullName: 'Jamie Parker' },
  admin: { email: 'admin@northwind.example', password: 'portico-admin', fullName: 'Sam Rivera' },
  recruiter: { email: 'recruiter@northwind.example', password: 'portico-recruiter', fullName: 'Priya Shah' },
  contosoAdmin: { email: 'admin@contoso.example', password: 'portico-admin', fullName: 'Lee Okafor' },
} as const;

/** DEMO.md: the demo candidate's saved jobs at Northwind (one of them archived) and job cart. */
export const DEMO_SAVED_JOBS = 6;
export const DEMO_JOB_CART = 2;

/**
 * DEMO.md: the demo candidate's Northwind profile (Alex Morgan, Seattle, a headline, 12+ skills, 3 jobs,
 * 2 degrees, a phone number). Engineering-shaped, so the job pages show strong and weak matches.
 */
export const DEMO_PROFILE = {
  headline: 'Full-stack software engineer: TypeScript, React and Node.js',
  phone: '+1 206 555 0134',
  city: { name: 'Seattle', countryCode: 'US', region: 'Washington', continent: 'North America' },
  skills: [
    'TypeScript',
    'JavaScript',
    'Node.js',
    'React',
    'SQL',
    'PostgreSQL',
    'REST APIs',
    'GraphQL',
    'Git',
    'Automated testing',
    'CSS',
    'Web accessibility',
    'AWS',
    'Docker',
  ],
  experience: [
    {
      title: 'Software Engineer',
      company: 'Fabrikam',
      startDate: '2021-03',
      endDate: null,
      description: 'Builds the customer portal and its APIs in TypeScript, React and Node.js.',
    },
    {
      title: 'Frontend Developer',
      company: 'Tailspin Toys',
      startDate: '2018-06',
      endDate: '2021-02',
      description: 'Led the move of the online shop to React and made it accessible.',
    },
    {
      title: 'Junior Web Developer',
      company: 'Litware',
      startDate: '2016-09',
      endDate: '2018-05',
      description: 'Built marketing sites and internal tools.',
    },
  ],
  education: [
    {
      school: 'University of Washington',
      degree: 'Bachelor of Science',
      field: 'Computer Science',
      startYear: 2012,
      endYear: 2016,
    },
    {
      school: 'Seattle University',
      degree: 'Master of Science',
      field: 'Software Engineering',
      startYear: 2019,
      endYear: 2021,
    },
  ],
  links: [
    { label: 'GitHub', url: 'https://github.com/alex-morgan-demo' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-morgan-demo' },
  ],
  // No salary expectation and no photo: the completion's next steps (DEMO.md: below 100 %).
  jobPreferences: {
    titles: ['Senior Software Engineer', 'Full-stack Engineer'],
    remote: 'hybrid',
    jobTypes: ['full-time'],
  },
} as const satisfies { city: CitySpec } & Record<string, unknown>;

/** DEMO.md position counts. */
export const DEMO_POSITIONS = {
  [NORTHWIND_DOMAIN]: { open: 2400, archived: 100 },
  [CONTOSO_DOMAIN]: { open: 600, archived: 0 },
} as const;

export interface SeedDemoOptions {
  log: (msg: string) => void;
  /** Posted dates are relative to this moment; defaults to the current time. */
  now?: () => Date;
}

async function seedPositions(
  services: Services,
  tenant: Tenant,
  profile: PositionProfile,
  counts: { open: number; archived: number },
  seed: number,
  now: Date,
): Promise<number[]> {
  const positions = generatePositions(profile, {
    seed,
    now,
    open: counts.open,
    archived: counts.archived,
    places: resolveCities(profile.cities),
  });
  const ids = await services.positions.createMany(tenant.id, positions);
  await services.positions.optimizeSearch();
  return ids;
}

/**
 * The demo candidate's saved jobs and job cart (DEMO.md), through the same services as the API:
 * open positions of different departments from the start of the list, plus the first archived one that
 * is public, so the saved list shows a closed job too; the cart gets the next two open positions.
 */
async function seedCandidatePositions(
  services: Services,
  tenant: Tenant,
  candidateId: string,
  ids: { open: readonly number[]; archived: readonly number[] },
  now: Date,
): Promise<void> {
  const head = await services.positions.findManyByIds(tenant.id, ids.open.slice(0, 60));
  const open = head.filter((p) => isListed(p, now)).sort((a, b) => a.id - b.id);
  const departments = new Set<string>();
  const saved = open.filter((p) => {
    if (departments.size >= DEMO_SAVED_JOBS - 1 || departments.has(p.department)) return false;
    departments.add(p.department);
    return true;
  });
  const tail = await services.positions.findManyByIds(tenant.id, ids.archived.slice(0, 20));
  const archived = tail.filter((p) => !p.isPrivate).sort((a, b) => a.id - b.id)[0];
  if (saved.length < DEMO_SAVED_JOBS - 1 || !archived)
    throw new Error('The demo catalogue has too few positions.');
  for (const p of [...saved, archived]) await services.savedPositions.save(tenant.id, candidateId, p.id);
  const cart = open.filter((p) => !saved.includes(p)).slice(0, DEMO_JOB_CART);
  await services.jobCart.update(tenant, candidateId, {
    operation: 'add',
    pids: cart.map((p) => String(p.id)),
  });
  // DEMO.md: one job alert, "data" in Berlin, weekly, with its alert on.
  await services.savedSearches.create(tenant.id, candidateId, {
    query: 'data',
    location: 'Berlin, Germany',
    filters: {},
    alertsEnabled: true,
    frequency: 'weekly',
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** DEMO.md: the demo candidate's applications at Northwind, by the stage each ends in. */
export const DEMO_APPLICATION_STAGES = [
  'New',
  'New',
  'Screening',
  'Interview',
  'Offer',
  'Rejected',
  'Withdrawn',
  'Rejected',
] as const;

/**
 * Both tenants' application forms, and the demo candidate's Northwind history (DEMO.md): a resume PDF, 5
 * active and 3 inactive applications submitted and moved through the pipeline by the applications service,
 * and 2 drafts, one of them for an archived position (a closed draft).
 */
async function seedApplications(
  services: Services,
  tenants: { northwind: Tenant; contoso: Tenant },
  candidate: CandidateRow,
  ids: { open: readonly number[]; archived: readonly number[] },
  now: Date,
): Promise<void> {
  await services.applications.setFormConfig(tenants.northwind.id, NORTHWIND_APPLICATION_FORM);
  await services.applications.setFormConfig(tenants.contoso.id, CONTOSO_APPLICATION_FORM);
  const nw = tenants.northwind;
  const { city, ...profile } = DEMO_PROFILE;
  const pdf = await renderResumePdf({
    name: candidate.full_name,
    email: candidate.email,
    phone: profile.phone,
    city: `${city.name}, ${city.region}`,
    headline: profile.headline,
    skills: profile.skills,
    experience: profile.experience,
    education: profile.education,
  });
  const { resume } = await services.resumes.upload(nw.id, candidate.id, {
    fileName: 'Alex-Morgan-Resume.pdf',
    bytes: pdf,
  });

  // Past the saved jobs, the cart and the offers' positions, so the lists do not overlap.
  const pool = await services.positions.findManyByIds(nw.id, ids.open.slice(200, 260));
  const open = pool.filter((p) => isListed(p, now)).sort((a, b) => a.id - b.id);
  const targets = open.slice(0, DEMO_APPLICATION_STAGES.length + 1);
  if (targets.length < DEMO_APPLICATION_STAGES.length + 1)
    throw new Error('The demo catalogue has too few positions.');
  const ctx = { tenant: nw, candidate, origin: `https://${nw.domain}` };
  const form = await services.applications.form(ctx, { pids: targets.map((p) => p.id), private: null });
  const answers = {
    ...form.prefill,
    work_authorization: 'yes',
    notice_period: '1m',
    salary_expectation: 145000,
    code_sample_url: 'https://github.com/alex-morgan-demo/portfolio',
  };
  for (const [i, stage] of DEMO_APPLICATION_STAGES.entries()) {
    const position = targets[i]!;
    const { results } = await services.applications.submit(ctx, {
      position_ids: [position.id],
      values: answers,
      resume_id: resume.id,
      source:
        i % 2 === 0 ? { utm_source: 'newsletter', utm_campaign: 'autumn-hiring' } : { src: 'careers-site' },
      language: 'en',
    });
    const applicationId = results[0]?.application_id;
    if (!applicationId) throw new Error(`The demo application to position ${position.id} was not made.`);
    // Through the pipeline in order, as a recruiter would move it; a rejection or withdrawal after screening.
    const path = ['Screening', 'Interview', 'Offer'];
    const walk =
      stage === 'New'
        ? []
        : path.includes(stage)
          ? path.slice(0, path.indexOf(stage) + 1)
          : ['Screening', stage];
    for (const next of walk) await services.applications.moveStage(nw.id, applicationId, next, null);
  }

  // Drafts: one half-filled for an open job, one for a job that has since been archived.
  const draftOpen = targets[DEMO_APPLICATION_STAGES.length]!;
  const archived = (await services.positions.findManyByIds(nw.id, ids.archived.slice(0, 10)))
    .filter((p) => !p.isPrivate)
    .sort((a, b) => a.id - b.id)[1];
  if (!archived) throw new Error('The demo catalogue has too few archived positions.');
  for (const [position, step] of [
    [draftOpen, 2],
    [archived, 1],
  ] as const) {
    await services.applications.saveDraft(nw, candidate.id, {
      position_id: position.id,
      base_version: 0,
      step,
      values: { ...form.prefill, notice_period: '1m' },
      resume_id: resume.id,
    });
  }
}

/**
 * DEMO.md: the demo candidate's offers at Northwind, one in each state a candidate can meet, made through
 * the offers service as the product makes them (extend, then sign, decline or cancel).
 */
async function seedOffers(
  services: Services,
  tenant: Tenant,
  candidate: { id: string; email: string; full_name: string },
  positions: readonly { id: number; title: string }[],
  now: Date,
): Promise<void> {
  const inDays = (n: number) => new Date(now.getTime() + n * DAY_MS).toISOString();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const at = (i: number) => positions[i % positions.length]!;
  const letter = { name: 'Offer Letter', documentType: 'Offer', content: 'offer-letter' } as const;
  const unsignedLetter = { ...letter, status: 'Unsigned', requiresSignature: true } as const;
  const benefits = {
    name: 'Benefits Summary',
    documentType: 'Document',
    status: 'Read Only',
    content: {
      title: 'Benefits Summary',
      paragraphs: [
        'Health, dental and vision cover for you and your family from your first day.',
        'A yearly learning budget, 28 days of paid leave and an extra day off for your birthday.',
        'A retirement plan with a matched contribution of up to 5 % of your salary.',
      ],
    },
  } as const;
  const extend = (i: number, o: Partial<ExtendInput> & Pick<ExtendInput, 'documents' | 'expiresAt'>) =>
    services.offers.extend(tenant, {
      candidateId: candidate.id,
      positionId: at(i).id,
      positionName: at(i).title,
      salary: { amount: 96_000 + i * 6_000, currency: 'USD', period: 'year' },
      startDate: inDays(45 + i).slice(0, 10),
      ...o,
    });
  const actor = { tenant, candidate, ip: '127.0.0.1', siteOrigin: 'http://localhost:3000' };

  await extend(0, {
    expiresAt: inDays(14),
    documents: [
      unsignedLetter,
      benefits,
      { name: 'Background Check Consent', documentType: 'Document', status: 'Pending', content: null },
    ],
  });
  await extend(1, {
    expiresAt: inDays(30),
    documents: [
      unsignedLetter,
      {
        name: 'Confidentiality Agreement',
        documentType: 'Document',
        status: 'Unsigned',
        requiresSignature: true,
        content: {
          title: 'Confidentiality Agreement',
          paragraphs: [
            'You agree to keep confidential any information about our suppliers, customers and plans that you learn in your work.',
            'Print this agreement, sign it, and upload the signed copy on the careers site.',
          ],
        },
      },
    ],
  });
  await extend(2, {
    contract: true,
    salary: { amount: 85, currency: 'USD', period: 'hour' },
    expiresAt: inDays(10),
    documents: [
      {
        name: 'Contractor Agreement',
        documentType: 'Contract',
        status: 'Unsigned',
        requiresSignature: true,
        esign: true,
        content: {
          title: 'Contractor Agreement',
          paragraphs: [
            'This agreement sets out the terms of your engagement as an independent contractor.',
            'You will invoice monthly for the hours worked, at the hourly rate stated in your offer.',
            'Either party may end the engagement with two weeks of written notice.',
          ],
        },
      },
      {
        name: 'Statement of Work',
        documentType: 'Document',
        status: 'Revision',
        underRevision: true,
        content: null,
      },
    ],
  });
  const accepted = await extend(3, {
    expiresAt: inDays(20),
    extendedAt: daysAgo(12),
    documents: [unsignedLetter, benefits],
  });
  await services.offers.accept(actor, accepted.encId, {
    file: null,
    signature: candidate.full_name,
    agree: true,
  });
  const declined = await extend(4, {
    expiresAt: inDays(9),
    extendedAt: daysAgo(21),
    documents: [unsignedLetter],
  });
  await services.offers.decline(actor, declined.encId);
  const canceled = await extend(5, {
    expiresAt: inDays(5),
    extendedAt: daysAgo(25),
    documents: [unsignedLetter],
  });
  await services.offers.cancel(tenant.id, canceled.encId, 'The position was closed.');
  await extend(6, {
    expiresAt: daysAgo(3).toISOString(),
    extendedAt: daysAgo(33),
    documents: [unsignedLetter],
  });
}

/**
 * DEMO.md "Forms": the demo tenants' templates; the Northwind demo candidate gets two forms to fill (the long
 * stepped questionnaire and a short one) and one already sent, through the forms center's service. The
 * accepted offer was accepted before any preboarding template existed (offers come first in this seed), so
 * its preboarding form is assigned here by the same call the offer's acceptance makes.
 */
async function seedForms(
  services: Services,
  tenants: { northwind: Tenant; contoso: Tenant },
  candidate: { id: string; email: string; full_name: string },
  now: Date,
): Promise<void> {
  const forms = services.candidateForms;
  const { northwind, contoso } = tenants;
  for (const template of [
    NORTHWIND_QUESTIONNAIRE,
    NORTHWIND_EMERGENCY_CONTACT,
    NORTHWIND_PRIVACY,
    NORTHWIND_PREBOARDING,
  ])
    await forms.createTemplate(northwind.id, template);
  await forms.createTemplate(contoso.id, CONTOSO_PREBOARDING);

  const inDays = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const actor = { tenantId: northwind.id, candidateId: candidate.id, siteOrigin: 'http://localhost:3000' };
  const offers = await services.offers.list({
    tenant: northwind,
    candidate,
    ip: '127.0.0.1',
    siteOrigin: actor.siteOrigin,
  });
  const accepted = offers.filter((o) => o.status === 'Accepted' || o.status === 'Contract Accepted');

  // DEMO.md "Notifications: 12, of which 5 unread and 4 action required", made as a candidate makes them
  // (docs/decisions/051): Alex opened the bell after his offers arrived (all viewed) and followed the accepted
  // offer's notification (clicked); what comes after stays unread.
  const notifications = services.notifications;
  await notifications.markAllViewed(northwind, candidate.id);
  const acceptedNote = (
    await notifications.list(northwind, { id: candidate.id, preferred_language: 'en' }, {})
  )
    .filter((n) => accepted.some((o) => n.redirectUrl === `/careers/offer/${o.enc_id}`))
    .map((n) => n.id);
  for (const id of acceptedNote) await notifications.markClicked(northwind, candidate.id, id);

  for (const offer of accepted)
    await forms.assignPreboarding({
      tenantId: northwind.id,
      candidateId: candidate.id,
      offerId: offer.id,
      // The acceptance makes it due on the offer's start date; the offer list does not say it, so three weeks.
      dueAt: inDays(21).toISOString(),
    });

  // Alex chose, in his settings, to get the company's other forms by email only: they are mailed, not listed.
  await notifications.savePreferences(northwind, candidate.id, [{ kind: 'form_assigned', channel: 'email' }]);
  await forms.assign(northwind.id, candidate.id, {
    templateKey: DEMO_FORM_KEYS.questionnaire,
    assignedAt: inDays(-3),
    dueAt: inDays(14).toISOString(),
  });
  await forms.assign(northwind.id, candidate.id, {
    templateKey: DEMO_FORM_KEYS.emergencyContact,
    assignedAt: inDays(-1),
    dueAt: inDays(7).toISOString(),
  });
  const privacy = await forms.assign(northwind.id, candidate.id, {
    templateKey: DEMO_FORM_KEYS.privacy,
    assignedAt: inDays(-6),
  });
  await forms.submit(actor, privacy, { ...NORTHWIND_PRIVACY_ANSWERS });
}

/** Applicants of the demo pipeline (docs/decisions/043): their names, and the stage the recruiter leaves each in. */
const DEMO_APPLICANTS: readonly [first: string, last: string, stage: string][] = [
  ['Maya', 'Okafor', 'Interview'],
  ['Tomas', 'Lindqvist', 'Interview'],
  ['Aisha', 'Rahman', 'Screening'],
  ['Kenji', 'Watanabe', 'Screening'],
  ['Lucia', 'Moreno', 'Screening'],
  ['Samuel', 'Adeyemi', 'Offer'],
  ['Hannah', 'Schulz', 'Rejected'],
  ['Rafael', 'Costa', 'Rejected'],
  ['Priyanka', 'Nair', 'New'],
  ['Oliver', 'Byrne', 'New'],
  ['Fatima', 'Haddad', 'New'],
  ['Noah', 'Kowalski', 'New'],
];

/**
 * A job's pipeline for the recruiter workspace: visitors apply to one Northwind job through the logged-out apply
 * path (each with a plain-text resume, an account made by applying, and the confirmation mail), and the demo
 * recruiter moves them through the stages with the staff's calls, so the history says who moved them.
 */
async function seedPipeline(
  services: Services,
  northwind: Tenant,
  recruiter: CandidateRow,
  positionIds: readonly number[],
  now: Date,
): Promise<void> {
  const [position] = (await services.positions.findManyByIds(northwind.id, positionIds))
    .filter((p) => isListed(p, now))
    .sort((a, b) => a.id - b.id);
  if (!position) throw new Error('The demo catalogue has no open position for the pipeline.');
  const ctx = { tenant: northwind, candidate: null, origin: `https://${northwind.domain}` };
  const byStage = new Map<string, string[]>();
  for (const [i, [first, last, stage]] of DEMO_APPLICANTS.entries()) {
    const email = `${first}.${last}@applicants.example`.toLowerCase();
    const text = [
      `${first} ${last}`,
      `${email} | Seattle, WA`,
      '',
      'EXPERIENCE',
      `${position.title}, Contoso Ltd`,
      'March 2020 – Present',
      '',
      'SKILLS',
      [...position.requiredSkills, 'Communication'].join(', '),
    ].join('\n');
    const { resume } = await services.resumes.upload(northwind.id, null, {
      fileName: `${first}-${last}-Resume.txt`,
      bytes: new TextEncoder().encode(text),
    });
    const { results } = await services.applications.submit(ctx, {
      position_ids: [position.id],
      values: {
        first_name: first,
        last_name: last,
        email,
        work_authorization: i % 4 === 3 ? 'sponsorship' : 'yes',
        notice_period: ['now', '2w', '1m', '2m'][i % 4],
        salary_expectation: 90_000 + i * 2_500,
        code_sample_url: `https://github.com/${first.toLowerCase()}-${last.toLowerCase()}`,
      },
      resume_id: resume.id,
      source: i % 3 === 0 ? { utm_source: 'linkedin' } : { src: 'careers-site' },
      language: 'en',
    });
    const applicationId = results[0]?.application_id;
    if (!applicationId)
      throw new Error(`The demo applicant ${email} could not apply: ${results[0]?.message}`);
    const path = stage === 'Rejected' ? ['Screening', 'Rejected'] : ['Screening', 'Interview', 'Offer'];
    for (const next of stage === 'New' ? [] : path.slice(0, path.indexOf(stage) + 1)) {
      byStage.set(next, [...(byStage.get(next) ?? []), applicationId]);
    }
  }
  for (const stage of ['Screening', 'Interview', 'Offer', 'Rejected']) {
    const ids = byStage.get(stage);
    if (ids) await services.adminApplications.moveMany(northwind, recruiter, { ids, stage });
  }
  const offered = byStage.get('Offer')?.[0];
  if (offered)
    await services.adminApplications.addNote(
      northwind,
      recruiter,
      offered,
      'Strong references; the hiring manager wants to extend an offer this week.',
    );
}

/** DEMO.md: the demo candidate's interviews at Northwind, in Seattle's time zone like the candidate. */
export const DEMO_INTERVIEW_ZONE = 'America/Los_Angeles';

/**
 * DEMO.md: the demo candidate's 2 upcoming interviews and 1 past one at Northwind. The recruiter schedules the
 * upcoming ones (a video call and then an on-site round) for the application in the Interview stage through the
 * interviews service, as the workspace does, which mails the candidate. The past one, before the application
 * that went on to an offer, cannot be scheduled (a start in the past is refused), so it is recorded as history.
 */
async function seedInterviews(
  services: Services,
  northwind: Tenant,
  staff: { recruiter: CandidateRow; admin: CandidateRow },
  candidate: CandidateRow,
  now: Date,
): Promise<void> {
  const apps = await services.applications.listForCandidate(northwind.id, candidate.id);
  const interviewing = apps.find((a) => a.stage === 'Interview');
  const offered = apps.find((a) => a.stage === 'Offer');
  if (!interviewing || !offered) throw new Error('The demo candidate has no application to interview for.');
  /** The local date `days` from now in the interview's zone. */
  const day = (days: number) => wallClock(new Date(now.getTime() + days * DAY_MS), DEMO_INTERVIEW_ZONE).date;
  // Each is first scheduled a day earlier and then moved by the recruiter, so Alex's center also shows
  // "Interview moved" (DEMO.md's notifications); where they end up is DEMO.md's.
  const scheduleThenMove = async (input: Parameters<typeof services.interviews.schedule>[3]) => {
    const first = await services.interviews.schedule(northwind, staff.recruiter, interviewing.id, {
      ...input,
      date: wallClock(new Date(Date.parse(`${input.date}T12:00:00Z`) - DAY_MS), 'UTC').date,
    });
    await services.interviews.reschedule(northwind, staff.recruiter, first.id, {
      ...input,
      version: first.version,
    });
  };
  await scheduleThenMove({
    date: day(3),
    time: '10:00',
    time_zone: DEMO_INTERVIEW_ZONE,
    duration_minutes: 45,
    kind: 'video',
    place: 'https://meet.northwind.example/alex-morgan-first-round',
    interviewer_ids: [staff.recruiter.id],
    message: 'A first conversation about your experience and the team. No preparation needed.',
  });
  await scheduleThenMove({
    date: day(9),
    time: '14:00',
    time_zone: DEMO_INTERVIEW_ZONE,
    duration_minutes: 90,
    kind: 'in-person',
    place: 'Northwind Traders, 1200 Harbor Ave SW, Seattle, WA 98126',
    interviewer_ids: [staff.recruiter.id, staff.admin.id],
    message: 'Please ask for us at the front desk.',
  });
  const pastDay = day(-20);
  const startsAt = zonedToUtc(pastDay, '09:30', DEMO_INTERVIEW_ZONE);
  if (!startsAt) throw new Error(`09:30 on ${pastDay} does not exist in ${DEMO_INTERVIEW_ZONE}.`);
  await services.interviews.recordPast(northwind, staff.recruiter, offered.id, {
    startsAt,
    time_zone: DEMO_INTERVIEW_ZONE,
    duration_minutes: 30,
    kind: 'phone',
    place: '',
    interviewer_ids: [staff.recruiter.id],
  });
}

/** DEMO.md's events: three upcoming at Northwind (a webinar, a fair, an info session) and one at Contoso. */
export const DEMO_EVENTS = {
  [NORTHWIND_DOMAIN]: [
    {
      title: 'Inside Northwind Engineering',
      kind: 'webinar',
      description:
        'Our engineers talk about how we build and ship, then answer your questions.\nBring your camera if you like; it is optional.',
      days: 6,
      wall: ['12:00', '13:00'],
      time_zone: 'America/New_York',
      place: null,
      online_url: 'https://events.northwind.example/engineering-webinar',
      capacity: null,
    },
    {
      title: 'Northwind Careers Fair Seattle',
      kind: 'career_fair',
      description:
        'Meet the hiring teams of every department, bring your resume and join a ten-minute conversation.',
      days: 13,
      wall: ['10:00', '16:00'],
      time_zone: 'America/Los_Angeles',
      place: 'Seattle Convention Center, Hall 4A, 705 Pike St, Seattle',
      online_url: null,
      capacity: 300,
    },
    {
      title: 'Graduate programme info session',
      kind: 'info_session',
      description: 'What the two-year graduate programme looks like, who it is for, and how to apply.',
      days: 20,
      wall: ['17:30', '18:30'],
      time_zone: 'Europe/London',
      place: 'Northwind London, 1 Canada Square',
      online_url: 'https://events.northwind.example/graduates',
      capacity: 40,
    },
  ],
  [CONTOSO_DOMAIN]: [
    {
      title: 'Contoso open day',
      kind: 'info_session',
      description: 'Tour the office and meet the team.',
      days: 9,
      wall: ['14:00', '16:00'],
      time_zone: 'Europe/Berlin',
      place: 'Contoso Berlin, Friedrichstraße 68',
      online_url: null,
      capacity: 25,
    },
  ],
} as const;
/** The Northwind event the demo candidate registered for. */
export const DEMO_REGISTERED_EVENT = 'Northwind Careers Fair Seattle';

/**
 * Events as staff make them (checked by the API's own schema, created as drafts, then published) and the
 * demo candidate's registration through the same call the events page makes.
 */
async function seedEvents(
  services: Services,
  tenants: { tenant: Tenant; staff: CandidateRow }[],
  demoCandidate: CandidateRow,
  now: Date,
): Promise<void> {
  for (const { tenant, staff } of tenants) {
    for (const spec of DEMO_EVENTS[tenant.domain as keyof typeof DEMO_EVENTS]) {
      const day = new Date(now.getTime() + spec.days * 86_400_000).toISOString().slice(0, 10);
      const at = (wall: string) => instantOfWallTime(`${day}T${wall}`, spec.time_zone) ?? '';
      const { days: _d, wall, ...fields } = spec;
      const input = createAdminEventRequestSchema.parse({
        ...fields,
        starts_at: at(wall[0]),
        ends_at: at(wall[1]),
      });
      const draft = await services.events.create(tenant.id, staff, input);
      const event = await services.events.publish(tenant.id, staff, draft.id, draft.updated_at);
      if (tenant.id === demoCandidate.tenant_id && event.title === DEMO_REGISTERED_EVENT)
        await services.events.register(tenant, demoCandidate.id, event.id);
    }
  }
}

/** DEMO.md: how many days of generated visits Northwind's analytics has. */
export const DEMO_PAGE_VIEW_DAYS = 90;
/** What the generated visitors search for, with how many jobs each search finds (two find nothing). */
const DEMO_SEARCHES: readonly [query: string, found: number][] = [
  ['', 2400],
  ['engineer', 212],
  ['remote', 380],
  ['data', 96],
  ['nurse', 41],
  ['sales', 74],
  ['finance', 52],
  ['analyst', 63],
  ['designer', 18],
  ['marketing', 37],
  ['driver', 22],
  ['chef', 9],
  ['project manager', 44],
  ['astronaut', 0],
  ['underwater welder', 0],
];
const DEMO_SOURCES = ['', '', 'linkedin', 'newsletter', 'indeed'] as const;

/**
 * DEMO.md: 90 days of visits to Northwind's careers site, logged through the analytics service exactly as
 * POST /vslog logs the site's page views and searches (a search page, its search, sometimes a job's page and an
 * apply start), from a fixed seed, so the workspace's analytics has something real to show. Answers how many
 * events were logged.
 */
async function seedPageViews(
  services: Services,
  northwind: Tenant,
  jobIds: readonly number[],
  now: Date,
): Promise<number> {
  const rnd = createRandom(DEMO_SEED + 17);
  let logged = 0;
  for (let day = DEMO_PAGE_VIEW_DAYS - 1; day >= 0; day--) {
    // A day's visits are logged together (one transaction a day keeps the seed fast).
    const inputs: PageViewInput[] = [];
    const log = (
      at: Date,
      namespace: string,
      event: 'contentloadtime' | 'metrics',
      data: object,
      pid?: number,
    ) =>
      inputs.push({
        tenantId: northwind.id,
        candidateId: null,
        body: { event, namespace, data_json: JSON.stringify(data) },
        query: { pid: pid === undefined ? undefined : String(pid), event, namespace },
        userAgent: 'Mozilla/5.0 (demo visitor)',
        at,
      });
    const view = (at: Date, page: string, path: string, pid?: number) =>
      log(at, 'careers', 'contentloadtime', { page, path, contentLoadTime: rnd.int(180, 900) }, pid);
    // More visitors on weekdays.
    const weekday = new Date(now.getTime() - day * DAY_MS).getUTCDay() % 6 !== 0;
    const visits = weekday ? rnd.int(8, 13) : rnd.int(3, 6);
    for (let v = 0; v < visits; v++) {
      // Within the day that ends `day` days before now, never after now.
      const start = now.getTime() - day * DAY_MS - rnd.int(120, 86_000) * 1000;
      const at = (seconds: number) => new Date(start + seconds * 1000);
      const source = rnd.pick(DEMO_SOURCES);
      const [query, found] = rnd.pick(DEMO_SEARCHES);
      const params = new URLSearchParams({
        ...(query ? { query } : {}),
        ...(source ? { utm_source: source } : {}),
      });
      view(at(0), 'jobs', `/careers${params.size ? `?${params}` : ''}`);
      log(at(1), 'search', 'metrics', { query, location: '', resultCount: found });
      if (found === 0 || rnd.chance(0.3)) continue;
      const job = rnd.pick(jobIds);
      const utm = source ? `utm_source=${source}` : '';
      view(at(40), 'singlePosition', `/careers/job/${job}${utm ? `?${utm}` : ''}`);
      if (rnd.chance(0.35))
        view(at(95), 'applyPage', `/careers/apply?pid=${job}${utm ? `&${utm}` : ''}`, job);
    }
    await services.analytics.recordMany(inputs);
    logged += inputs.length;
  }
  return logged;
}

/**
 * Fills an empty database with the tenants, accounts and positions of DEMO.md, through the same services
 * the API uses. Not idempotent on purpose: the server calls it only when the tenants table is empty.
 */
export async function seedDemo(services: Services, opts: SeedDemoOptions): Promise<void> {
  const started = performance.now();
  const now = opts.now?.() ?? new Date();

  const tenants = new Map<string, Tenant>();
  for (const t of DEMO_TENANTS) {
    tenants.set(t.domain, await services.tenants.create({ ...t }));
  }
  const northwind = tenants.get(NORTHWIND_DOMAIN)!;
  const contoso = tenants.get(CONTOSO_DOMAIN)!;

  const { candidate, newCandidate, admin, recruiter, contosoAdmin } = DEMO_ACCOUNTS;
  const attested = now.toISOString();
  /** DEMO.md's accounts sign up like anybody, and their addresses count as confirmed (docs/decisions/033). */
  let accounts = 0;
  const account = async (tenant: Tenant, input: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]) => {
    accounts++;
    const row = await services.auth.signUp(tenant, input, `https://${tenant.domain}`);
    if (!row) throw new Error(`The demo account ${input.email} exists already at ${tenant.domain}.`);
    await services.candidates.markEmailVerified(tenant.id, row.id);
    return row;
  };

  const demoNw = await account(northwind, candidate);
  await services.candidates.update(northwind.id, demoNw.id, { isOnboarded: true, isBootstrapped: true });
  // Northwind's gate is off; its accounts accepted the terms in force (version 1) all the same.
  await services.terms.record({ tenantId: northwind.id, candidateId: demoNw.id, version: 1, at: attested });
  // Alex keeps application confirmations in his inbox only (the confirmation mail), not in the center: his
  // settings' choice, made before he applied (docs/decisions/051).
  await services.notifications.savePreferences(northwind, demoNw.id, [
    { kind: 'application_submitted', channel: 'email' },
  ]);
  const demoCo = await account(contoso, candidate);
  await services.candidates.update(contoso.id, demoCo.id, { isOnboarded: false, isBootstrapped: false });
  // DEMO.md: at Contoso the demo candidate attested version 1 of the terms long ago; they are at version 2 now.
  await services.terms.record({
    tenantId: contoso.id,
    candidateId: demoCo.id,
    version: 1,
    at: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
  });
  const fresh = await account(northwind, newCandidate);
  await services.candidates.update(northwind.id, fresh.id, { isOnboarded: false, isBootstrapped: false });
  const adm = await account(northwind, admin);
  await services.candidates.update(northwind.id, adm.id, {
    staffRole: 'admin',
    isOnboarded: true,
    isBootstrapped: true,
  });
  await services.terms.record({ tenantId: northwind.id, candidateId: adm.id, version: 1, at: attested });
  // The recruiter joins as anyone does (docs/decisions/039): the admin invites the address, and its first
  // sign-in with the proven address takes the role.
  await services.staff.invite(
    northwind,
    adm,
    { email: recruiter.email, role: 'recruiter' },
    `https://${northwind.domain}`,
  );
  const nwRecruiter = await account(northwind, recruiter);
  await services.auth.logIn(northwind, recruiter);
  // Each tenant's first admin has nobody to invite them: the seed makes them one, as an operator would.
  const coAdmin = await account(contoso, contosoAdmin);
  await services.candidates.update(contoso.id, coAdmin.id, {
    staffRole: 'admin',
    isOnboarded: true,
    isBootstrapped: true,
  });

  const { city, ...profile } = DEMO_PROFILE;
  const [{ continent: _c, population: _p, ...home }] = resolveCities([city]) as [Place];
  await services.profiles.save(northwind.id, demoNw.id, {
    ...profile,
    skills: [...profile.skills],
    experience: [...profile.experience],
    education: [...profile.education],
    links: [...profile.links],
    jobPreferences: {
      ...profile.jobPreferences,
      titles: [...profile.jobPreferences.titles],
      jobTypes: [...profile.jobPreferences.jobTypes],
      locations: [home],
    },
    location: home,
  });

  // Different seeds per tenant so the two lists do not mirror each other.
  const nwIds = await seedPositions(
    services,
    northwind,
    NORTHWIND_PROFILE,
    DEMO_POSITIONS[NORTHWIND_DOMAIN],
    DEMO_SEED,
    now,
  );
  const coIds = await seedPositions(
    services,
    contoso,
    CONTOSO_PROFILE,
    DEMO_POSITIONS[CONTOSO_DOMAIN],
    DEMO_SEED + 1,
    now,
  );
  const nwOpen = DEMO_POSITIONS[NORTHWIND_DOMAIN].open;
  await seedCandidatePositions(
    services,
    northwind,
    demoNw.id,
    { open: nwIds.slice(0, nwOpen), archived: nwIds.slice(nwOpen) },
    now,
  );

  const offerPositions = await services.positions.findManyByIds(northwind.id, nwIds.slice(100, 140));
  await seedOffers(
    services,
    northwind,
    { id: demoNw.id, email: candidate.email, full_name: candidate.fullName },
    offerPositions.filter((p) => isListed(p, now)).sort((a, b) => a.id - b.id),
    now,
  );
  await seedForms(
    services,
    { northwind, contoso },
    { id: demoNw.id, email: candidate.email, full_name: candidate.fullName },
    now,
  );

  await seedApplications(
    services,
    { northwind, contoso },
    demoNw,
    { open: nwIds.slice(0, nwOpen), archived: nwIds.slice(nwOpen) },
    now,
  );

  await seedPipeline(services, northwind, nwRecruiter, nwIds.slice(300, 320), now);
  await seedInterviews(services, northwind, { recruiter: nwRecruiter, admin: adm }, demoNw, now);
  await seedEvents(
    services,
    [
      { tenant: northwind, staff: nwRecruiter },
      { tenant: contoso, staff: coAdmin },
    ],
    demoNw,
    now,
  );
  const views = await seedPageViews(services, northwind, nwIds.slice(300, 330), now);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  opts.log(
    `Seeded demo data in ${seconds} s: tenants ${NORTHWIND_DOMAIN} (default) and ${CONTOSO_DOMAIN}, ${accounts} accounts, ` +
      `${nwIds.length} Northwind positions (${DEMO_POSITIONS[NORTHWIND_DOMAIN].archived} archived) and ${coIds.length} Contoso positions, ${views} page views and searches over ${DEMO_PAGE_VIEW_DAYS} days`,
  );
}
