import { randomUUID } from 'node:crypto';
import { API, STAFF_INVITATION_TTL_MS } from '@portico/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import type { Tenant } from '../tenants/tenants.service.js';

const FORBIDDEN_TEXT = 'User does not have permissions to perform this action';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/**
 * Every admin call, with ids of `ids`. The test below checks that the list names every admin path of the
 * contracts, so a new admin call cannot be left out of the walk.
 */
function adminCalls(ids: {
  member: string;
  invitation: string;
  offer: string;
  position: number;
}): Record<string, Call[]> {
  return {
    adminOffer: [{ method: 'GET', url: API.adminOffer(ids.offer) }],
    adminStaff: [{ method: 'GET', url: API.adminStaff }],
    adminStaffInvitations: [
      { method: 'POST', url: API.adminStaffInvitations, payload: { email: 'x@example.com', role: 'admin' } },
    ],
    adminStaffInvitation: [{ method: 'DELETE', url: API.adminStaffInvitation(ids.invitation) }],
    adminStaffMember: [
      { method: 'PATCH', url: API.adminStaffMember(ids.member), payload: { role: 'recruiter' } },
      { method: 'DELETE', url: API.adminStaffMember(ids.member) },
    ],
    adminAudit: [{ method: 'GET', url: API.adminAudit }],
    adminTheme: [
      { method: 'GET', url: API.adminTheme },
      { method: 'PUT', url: API.adminTheme, payload: { theme: {}, version: 0 } },
    ],
    adminPositions: [
      { method: 'GET', url: API.adminPositions },
      { method: 'POST', url: API.adminPositions, payload: { position: {}, publish: false } },
    ],
    adminPosition: [
      { method: 'GET', url: API.adminPosition(ids.position) },
      { method: 'PUT', url: API.adminPosition(ids.position), payload: { position: {}, version: 'v' } },
    ],
    adminPositionDuplicate: [{ method: 'POST', url: API.adminPositionDuplicate(ids.position) }],
    adminPositionPublish: [{ method: 'POST', url: API.adminPositionPublish(ids.position) }],
    adminPositionArchive: [{ method: 'POST', url: API.adminPositionArchive(ids.position) }],
    adminApplications: [{ method: 'GET', url: API.adminApplications }],
    adminApplicationsMove: [
      { method: 'POST', url: API.adminApplicationsMove, payload: { ids: [ids.offer], stage: 'New' } },
    ],
    adminApplication: [{ method: 'GET', url: API.adminApplication(ids.offer) }],
    adminApplicationStage: [
      { method: 'POST', url: API.adminApplicationStage(ids.offer), payload: { stage: 'New', version: 'v' } },
    ],
    adminApplicationNotes: [
      { method: 'POST', url: API.adminApplicationNotes(ids.offer), payload: { body: 'x' } },
    ],
    adminApplicationResume: [{ method: 'GET', url: API.adminApplicationResume(ids.offer) }],
    adminApplicationOffer: [
      { method: 'POST', url: API.adminApplicationOffer(ids.offer), payload: { expires_on: '2030-01-01' } },
    ],
    adminOfferCancel: [{ method: 'POST', url: API.adminOfferCancel(ids.offer), payload: { reason: 'x' } }],
    adminOfferDocumentRevision: [
      { method: 'POST', url: API.adminOfferDocumentRevision(ids.offer, 1), payload: { revising: true } },
    ],
    adminApplicationInterviews: [
      { method: 'GET', url: API.adminApplicationInterviews(ids.offer) },
      { method: 'POST', url: API.adminApplicationInterviews(ids.offer), payload: { kind: 'video' } },
    ],
    adminInterviews: [{ method: 'GET', url: API.adminInterviews }],
    adminInterview: [{ method: 'PUT', url: API.adminInterview(ids.offer), payload: { version: 1 } }],
    adminInterviewCancel: [
      { method: 'POST', url: API.adminInterviewCancel(ids.offer), payload: { reason: 'x', version: 1 } },
    ],
    adminInterviewers: [{ method: 'GET', url: API.adminInterviewers }],
    adminPositionsImportPreview: [
      { method: 'POST', url: API.adminPositionsImportPreview, payload: { format: 'csv', content: 'x' } },
    ],
    adminPositionsImport: [
      { method: 'POST', url: API.adminPositionsImport, payload: { format: 'csv', content: 'x' } },
    ],
    adminAnalytics: [{ method: 'GET', url: API.adminAnalytics }],
    adminAnalyticsCsv: [{ method: 'GET', url: API.adminAnalyticsCsv }],
    adminPositionReferrals: [
      { method: 'GET', url: API.adminPositionReferrals(1) },
      {
        method: 'POST',
        url: API.adminPositionReferrals(1),
        payload: { referrer_name: 'x', referrer_email: 'a@example.com', candidate_email: 'b@example.com' },
      },
    ],
    adminQueueFailed: [{ method: 'GET', url: API.adminQueueFailed }],
    adminQueueRetry: [{ method: 'POST', url: API.adminQueueRetry('k_mail%3A1') }],
    adminPipeline: [
      { method: 'GET', url: API.adminPipeline },
      { method: 'PUT', url: API.adminPipeline, payload: { stages: [], version: '' } },
    ],
    adminForms: [
      { method: 'GET', url: API.adminForms },
      { method: 'POST', url: API.adminForms, payload: { title: 'x', kind: 'form' } },
    ],
    adminForm: [
      { method: 'GET', url: API.adminForm(ids.offer) },
      { method: 'PUT', url: API.adminForm(ids.offer), payload: { title: 'x' } },
    ],
    adminFormRecipients: [{ method: 'GET', url: API.adminFormRecipients(ids.offer) }],
    adminFormAssign: [
      { method: 'POST', url: API.adminFormAssign(ids.offer), payload: { candidate_ids: ['x'] } },
    ],
    adminSite: [{ method: 'GET', url: API.adminSite }],
    adminSiteSection: [
      { method: 'PUT', url: API.adminSiteSection('banner'), payload: { version: 'v', value: {} } },
    ],
    adminSiteFooterPreview: [
      { method: 'POST', url: API.adminSiteFooterPreview, payload: { html: '<p>x</p>' } },
    ],
    adminEvents: [
      { method: 'GET', url: API.adminEvents },
      { method: 'POST', url: API.adminEvents, payload: { title: 'x' } },
    ],
    adminEvent: [
      { method: 'GET', url: API.adminEvent(ids.offer) },
      { method: 'PUT', url: API.adminEvent(ids.offer), payload: { title: 'x' } },
    ],
    adminEventPublish: [
      { method: 'POST', url: API.adminEventPublish(ids.offer), payload: { updated_at: 'v' } },
    ],
    adminEventCancel: [
      { method: 'POST', url: API.adminEventCancel(ids.offer), payload: { updated_at: 'v', reason: 'x' } },
    ],
    adminEventRegistrations: [{ method: 'GET', url: API.adminEventRegistrations(ids.offer) }],
    adminEventRegistrationsCsv: [{ method: 'GET', url: API.adminEventRegistrationsCsv(ids.offer) }],
  };
}

/** The calls a recruiter may make (the rest are for tenant admins). */
const RECRUITER_CALLS = new Set([
  'adminOffer',
  'adminPositions',
  'adminPosition',
  'adminPositionDuplicate',
  'adminPositionPublish',
  'adminPositionArchive',
  'adminPositionsImportPreview',
  'adminPositionsImport',
  'adminApplications',
  'adminApplicationsMove',
  'adminApplication',
  'adminApplicationStage',
  'adminApplicationNotes',
  'adminApplicationResume',
  'adminApplicationOffer',
  'adminOfferCancel',
  'adminOfferDocumentRevision',
  'adminAnalytics',
  'adminAnalyticsCsv',
  'adminEvents',
  'adminEvent',
  'adminEventPublish',
  'adminEventCancel',
  'adminEventRegistrations',
  'adminEventRegistrationsCsv',
  'adminApplicationInterviews',
  'adminInterviews',
  'adminInterview',
  'adminInterviewCancel',
  'adminInterviewers',
  'adminPositionReferrals',
]);

const send = (client: TestClient, call: Call) =>
  client.request({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}) });

describeEachDb('staff roles, invitations and the audit trail', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const staffClient = (tenant: Tenant, email: string, role: 'admin' | 'recruiter' | null) =>
    ctx.signedInStaff(tenant, email, role);

  const invitationRows = (tenantId: string) =>
    h.db.selectFrom('staff_invitations').selectAll().where('tenant_id', '=', tenantId).execute();
  const auditRows = (tenantId: string) =>
    h.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .execute();

  it('walks every admin call: 401 for a visitor, 403 with the spec text for a candidate and (admin-only) a recruiter', async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
    const recruiter = await staffClient(ctx.tenant, 'hiring@example.com', 'recruiter');
    const candidate = await staffClient(ctx.tenant, 'seeker@example.com', null);
    const visitor = await ctx.client().start();
    const calls = adminCalls({
      member: admin.id,
      invitation: randomUUID(),
      offer: randomUUID(),
      position: 1,
    });

    const adminPaths = Object.keys(API).filter((key) => key.startsWith('admin'));
    expect(Object.keys(calls).sort()).toEqual(adminPaths.sort());

    for (const [name, list] of Object.entries(calls)) {
      for (const call of list) {
        const where = `${call.method} ${call.url}`;
        expect((await send(visitor, call)).statusCode, where).toBe(401);
        const asCandidate = await send(candidate.client, call);
        expect(asCandidate.statusCode, where).toBe(403);
        expect(errorOf(asCandidate).message, where).toBe(FORBIDDEN_TEXT);
        // Recruiters work on offers and jobs; the staff list and the audit trail are the admin's.
        if (!RECRUITER_CALLS.has(name)) {
          const asRecruiter = await send(recruiter.client, call);
          expect(asRecruiter.statusCode, where).toBe(403);
          expect(errorOf(asRecruiter).message, where).toBe(FORBIDDEN_TEXT);
        }
      }
    }
    // The refusal comes before the input is read: a malformed id or body is still a 403, not a 400.
    const bad = await candidate.client.request({
      method: 'PATCH',
      url: API.adminStaffMember('nope'),
      payload: {},
    });
    expect(bad.statusCode).toBe(403);
    expect(await invitationRows(ctx.tenant.id)).toEqual([]);
    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, admin.id))?.staff_role).toBe('admin');
  });

  it("an admin of another tenant sees none of this tenant's staff and changes nothing with its ids", async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
    const member = await staffClient(ctx.tenant, 'hiring@example.com', 'recruiter');
    const invited = await admin.client.post(API.adminStaffInvitations, {
      email: 'later@example.com',
      role: 'recruiter',
    });
    expect(invited.statusCode).toBe(201);
    const invitationId = invited.json().data.id as string;

    const other = await ctx.createTenant();
    const outsider = await staffClient(other, 'rival@example.com', 'admin');
    const list = (await outsider.client.get(API.adminStaff)).json().data;
    expect(list.members.map((m: { email: string }) => m.email)).toEqual(['rival@example.com']);
    expect(list.invitations).toEqual([]);
    expect((await outsider.client.get(API.adminAudit)).json().data.entries).toEqual([]);

    const memberCalls =
      adminCalls({ member: member.id, invitation: invitationId, offer: randomUUID(), position: 1 })
        .adminStaffMember ?? [];
    expect(memberCalls).toHaveLength(2);
    for (const call of memberCalls) {
      expect((await send(outsider.client, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const revoke = await outsider.client.request({
      method: 'DELETE',
      url: API.adminStaffInvitation(invitationId),
    });
    expect(revoke.statusCode).toBe(404);

    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, member.id))?.staff_role).toBe(
      'recruiter',
    );
    expect((await admin.client.get(API.adminStaff)).json().data.invitations).toHaveLength(1);
  });

  it('an invited address takes its role at its first sign-in with the address proven, and the trail says so', async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
    const res = await admin.client.post(API.adminStaffInvitations, {
      email: ' New.Hire@Example.com ',
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'new.hire@example.com', role: 'recruiter' });

    const [mail] = await ctx.app.services.mail.outboxFor(ctx.tenant.id, 'new.hire@example.com');
    expect(mail?.subject).toBe('You are invited to work on the Test Co careers site');
    expect(mail?.text_body).toContain('invited you to the Test Co careers site as a recruiter');
    expect(mail?.text_body).toMatch(/\/careers\?show_login_modal=1&domain=/);

    // Anybody may sign up with the address; until a mailed link proves it is theirs, it gets no role.
    const { hashPassword } = await import('../auth/passwords.js');
    const hire = await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email: 'new.hire@example.com',
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'New Hire',
    });
    const client = ctx.client();
    expect((await client.logIn('new.hire@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, hire.id))?.staff_role).toBeNull();

    ctx.clock.advance(60_000);
    await ctx.app.services.auth.addressProven(ctx.tenant.id, hire);
    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, hire.id))?.staff_role).toBe(
      'recruiter',
    );
    // A recruiter now, which is not an admin: the staff list stays closed to them.
    expect((await client.get(API.adminStaff)).statusCode).toBe(403);
    expect((await admin.client.get(API.adminStaff)).json().data.invitations).toEqual([]);

    const audit = (await admin.client.get(API.adminAudit)).json().data;
    expect(audit.total).toBe(2);
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['staff.join', 'staff.invite']);
    expect(audit.entries[0]).toMatchObject({
      actor_email: 'new.hire@example.com',
      target_id: hire.id,
      before: null,
      after: { email: 'new.hire@example.com', role: 'recruiter' },
    });
    expect(audit.entries[1]).toMatchObject({ actor_email: 'boss@example.com', after: { role: 'recruiter' } });
  });

  it('an expired or revoked invitation gives nothing; a newer one replaces the older', async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
    await admin.client.post(API.adminStaffInvitations, { email: 'a@example.com', role: 'admin' });
    const newer = await admin.client.post(API.adminStaffInvitations, {
      email: 'a@example.com',
      role: 'recruiter',
    });
    const open = (await admin.client.get(API.adminStaff)).json().data.invitations;
    expect(open).toEqual([expect.objectContaining({ id: newer.json().data.id, role: 'recruiter' })]);

    const del = () =>
      admin.client.request({ method: 'DELETE', url: API.adminStaffInvitation(newer.json().data.id) });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect((await admin.client.get(API.adminStaff)).json().data.invitations).toEqual([]);

    await admin.client.post(API.adminStaffInvitations, { email: 'b@example.com', role: 'recruiter' });
    ctx.clock.advance(STAFF_INVITATION_TTL_MS + 1);
    const late = await staffClient(ctx.tenant, 'b@example.com', null);
    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, late.id))?.staff_role).toBeNull();
    const revoked = await staffClient(ctx.tenant, 'a@example.com', null);
    expect((await ctx.app.services.candidates.findById(ctx.tenant.id, revoked.id))?.staff_role).toBeNull();
  });

  it('bad input is a 400 naming the field, and writes nothing', async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
    const badEmail = await admin.client.post(API.adminStaffInvitations, {
      email: 'not-an-address',
      role: 'recruiter',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).fields).toHaveProperty('email');
    const badRole = await admin.client.post(API.adminStaffInvitations, {
      email: 'a@example.com',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(errorOf(badRole).fields?.role).toBe('Choose a role: admin or recruiter.');
    const member = await admin.client.post(API.adminStaffInvitations, {
      email: 'boss@example.com',
      role: 'recruiter',
    });
    expect(member.statusCode).toBe(409);
    expect(errorOf(member).fields?.email).toBe('This address is on the staff already.');
    expect((await admin.client.get(`${API.adminAudit}?page=0`)).statusCode).toBe(400);
    expect(await invitationRows(ctx.tenant.id)).toEqual([]);
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
  });

  describe('roles', () => {
    it('an admin changes and removes roles, but the site always keeps an admin', async () => {
      ctx = await createTestApp(h.db);
      const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
      const other = await staffClient(ctx.tenant, 'hiring@example.com', 'recruiter');
      const patch = (id: string, role: string) =>
        admin.client.request({ method: 'PATCH', url: API.adminStaffMember(id), payload: { role } });
      const remove = (id: string) =>
        admin.client.request({ method: 'DELETE', url: API.adminStaffMember(id) });

      const alone = await patch(admin.id, 'recruiter');
      expect(alone.statusCode).toBe(409);
      expect(errorOf(alone).message).toBe(
        'The site needs at least one admin: make someone else an admin first.',
      );
      expect((await remove(admin.id)).statusCode).toBe(409);
      expect((await ctx.app.services.candidates.findById(ctx.tenant.id, admin.id))?.staff_role).toBe('admin');

      expect((await patch(other.id, 'admin')).json().data).toMatchObject({
        email: 'hiring@example.com',
        role: 'admin',
      });
      expect((await remove(admin.id)).statusCode).toBe(200);
      // No longer on the staff: the next admin call is refused, and the account stays a candidate's.
      expect((await admin.client.get(API.adminStaff)).statusCode).toBe(403);
      const members = (await other.client.get(API.adminStaff)).json().data.members;
      expect(members).toEqual([expect.objectContaining({ email: 'hiring@example.com', role: 'admin' })]);
      expect(await ctx.app.services.candidates.findById(ctx.tenant.id, admin.id)).not.toBeNull();

      const actions = (await auditRows(ctx.tenant.id)).map((row) => [row.action, row.actor_email]);
      expect(actions).toEqual([
        ['staff.role_change', 'boss@example.com'],
        ['staff.remove', 'boss@example.com'],
      ]);
      const [change] = await auditRows(ctx.tenant.id);
      expect(JSON.parse(change!.before_json!)).toMatchObject({ role: 'recruiter' });
      expect(JSON.parse(change!.after_json!)).toMatchObject({ role: 'admin' });
    });

    it("the site's only admin cannot delete their account; with a second admin they can", async () => {
      ctx = await createTestApp(h.db);
      const admin = await staffClient(ctx.tenant, 'boss@example.com', 'admin');
      const other = await staffClient(ctx.tenant, 'hiring@example.com', 'recruiter');
      const refused = await admin.client.post(API.settingsDeleteAccount, { password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(
        "You are this site's only admin: make someone else an admin before you delete your account.",
      );
      expect(await ctx.app.services.candidates.findById(ctx.tenant.id, admin.id)).not.toBeNull();

      const promote = await admin.client.request({
        method: 'PATCH',
        url: API.adminStaffMember(other.id),
        payload: { role: 'admin' },
      });
      expect(promote.statusCode).toBe(200);
      expect(
        (await admin.client.post(API.settingsDeleteAccount, { password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
      expect(await ctx.app.services.candidates.findById(ctx.tenant.id, admin.id)).toBeNull();
      // The audit row keeps who acted, by address, after the account is gone.
      const [row] = await auditRows(ctx.tenant.id);
      expect(row).toMatchObject({
        action: 'staff.role_change',
        actor_id: null,
        actor_email: 'boss@example.com',
      });
    });

    it('the session tells a recruiter from an admin: isAdmin is for tenant admins only', async () => {
      ctx = await createTestApp(h.db);
      const recruiter = await staffClient(ctx.tenant, 'hiring@example.com', 'recruiter');
      const session = (await recruiter.client.get(API.session)).json().data;
      expect(session.user).toMatchObject({ email: 'hiring@example.com', isAdmin: false });
    });
  });
});
