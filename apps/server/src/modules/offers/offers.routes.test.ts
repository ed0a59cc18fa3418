import { createHash } from 'node:crypto';
import {
  API,
  ESIGN_AGREE_FIELD,
  ESIGN_SIGNATURE_FIELD,
  type Offer,
  SIGNED_DOCUMENT_FIELD,
  SIGNED_OFFER_LETTER_FIELD,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { CONTRACT, LETTER, offerOf } from '../../test/offers.js';
import { popplerView } from '../../test/pdf-fixtures.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { ExtendDocumentInput, ExtendInput } from './offers.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(NOW.getTime() + n * DAY).toISOString();
/** The tenant's signed-file limit in these tests: 50 KB, so an oversized upload stays small. */
const MAX_MB = 0.05;

const BENEFITS: ExtendDocumentInput = {
  name: 'Benefits Summary',
  documentType: 'Document',
  status: 'Read Only',
  content: { title: 'Benefits', paragraphs: ['Good ones.'] },
};

async function pdf(text = 'Signed by hand'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  return doc.save();
}
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const actionOf = (res: LightMyRequestResponse) =>
  (res.json() as { data: { offer: Offer; message: string } }).data;

describeEachDb('the offer center', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let ids: Record<
    'digital' | 'upload' | 'decline' | 'race' | 'contract' | 'reject' | 'expired' | 'others',
    string
  >;
  let otherTenant: Tenant;
  let otherTenantOffer: string;
  const otherEmail = 'other-candidate@example.com';

  async function signedIn(email: string, tenant = ctx.tenant): Promise<TestClient> {
    const client = ctx.client(tenant.domain);
    expect((await client.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    return client;
  }

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: {
        pcsxConfig: { branding: { companyName: 'Test Co' }, offerConfig: { signedFileMaxSizeMB: MAX_MB } },
      },
    });
    const offers = ctx.app.services.offers;
    const extend = (
      o: Partial<ExtendInput> & Pick<ExtendInput, 'documents'>,
      candidateId = ctx.candidate.row.id,
    ) =>
      offers
        .extend(ctx.tenant, {
          candidateId,
          positionName: 'Staff Engineer',
          salary: { amount: 120_000, currency: 'USD', period: 'year' },
          startDate: '2027-01-04',
          expiresAt: inDays(14),
          ...o,
        })
        .then((r) => r.encId);
    const other = await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email: otherEmail,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Other Person',
    });
    ids = {
      digital: await extend({
        documents: [LETTER, BENEFITS, { ...BENEFITS, name: 'Consent', status: 'Pending', content: null }],
      }),
      upload: await extend({ positionName: 'Upload Role', documents: [LETTER] }),
      decline: await extend({ positionName: 'Decline Role', documents: [LETTER] }),
      race: await extend({ positionName: 'Race Role', documents: [LETTER] }),
      contract: await extend({ positionName: 'Contract Role', contract: true, documents: [CONTRACT] }),
      reject: await extend({ positionName: 'Reject Role', contract: true, documents: [CONTRACT] }),
      expired: await extend({
        positionName: 'Expired Role',
        extendedAt: new Date(NOW.getTime() - 20 * DAY),
        expiresAt: inDays(-1),
        documents: [LETTER],
      }),
      others: await extend({ positionName: 'Not Yours', documents: [LETTER] }, other.id),
    };
    otherTenant = await ctx.createTenant();
    const stranger = await ctx.app.services.candidates.create({
      tenantId: otherTenant.id,
      email: ctx.candidate.email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Casey Candidate',
    });
    otherTenantOffer = (
      await offers.extend(otherTenant, {
        candidateId: stranger.id,
        positionName: 'Elsewhere',
        expiresAt: inDays(14),
        documents: [LETTER],
      })
    ).encId;
    me = await signedIn(ctx.candidate.email);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const upload = (client: TestClient, url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return client.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };
  const pdfPart = (field: string, data: Uint8Array | string, filename = 'signed.pdf') => ({
    name: field,
    filename,
    contentType: 'application/pdf',
    data,
  });

  describe('reading offers', () => {
    it("lists the candidate's own offers, newest first, without document contents", async () => {
      const res = await me.get(API.offers);
      expect(res.statusCode).toBe(200);
      const offers = (res.json() as { data: { offers: Offer[] } }).data.offers;
      expect(offers.map((o) => o.enc_id).sort()).toEqual(
        Object.entries(ids)
          .filter(([k]) => k !== 'others')
          .map(([, v]) => v)
          .sort(),
      );
      expect(offers.every((o) => o.offer_documents.every((d) => d.b64_string === null))).toBe(true);
      expect(offers.find((o) => o.enc_id === ids.digital)).toMatchObject({
        status: 'Extended',
        position: { name: 'Staff Engineer' },
        profile: { fullname: 'Casey Candidate' },
        hide_offer_status: false,
      });
    });

    it('answers one offer with its documents, generated PDFs and the widget address', async () => {
      const offer = offerOf(await me.get(API.offer(ids.digital)));
      expect(offer.offer_documents.map((d) => [d.name, d.status, d.signed])).toEqual([
        ['Offer Letter', 'Unsigned', false],
        ['Benefits Summary', 'Read Only', false],
        ['Consent', 'Pending', false],
      ]);
      const letter = offer.offer_documents[0]!;
      const { text } = await popplerView(Buffer.from(letter.b64_string!, 'base64'));
      expect(text).toContain('Dear Casey Candidate');
      expect(text).toContain('Staff Engineer');
      expect(text).toContain('$120,000 a year');
      expect(text).toContain('January 4, 2027');
      expect(letter.s3_path).toBe(API.offerDocumentFile(ids.digital, letter.id));
      expect(offer.offer_documents[2]).toMatchObject({ b64_string: null, s3_path: null });

      const contract = offerOf(await me.get(API.offer(ids.contract))).offer_documents[0]!;
      const url = new URL(contract.url!);
      expect(url.pathname).toBe('/public/esignWidget');
      expect(url.searchParams.get('widgetId')).toMatch(/^[\w-]{22}$/);
      expect(url.searchParams.get('hosted')).toBe('true');
    });

    it("never shows another candidate's or tenant's offer: the same 404 as a made-up id", async () => {
      for (const id of [ids.others, otherTenantOffer, 'A'.repeat(22)]) {
        const res = await me.get(API.offer(id!));
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('NOT_FOUND');
        const decline = await me.post(API.offerDecline(id!));
        expect(decline.statusCode).toBe(404);
      }
      expect((await me.get(API.offer('not-an-id'))).statusCode).toBe(400);
      expect((await ctx.client().get(API.offers)).statusCode).toBe(401);
      // The other candidate's offer is untouched.
      const owner = await signedIn(otherEmail);
      expect(offerOf(await owner.get(API.offer(ids.others))).status).toBe('Extended');
    });
  });

  describe('signing the offer letter digitally', () => {
    it('refuses a signature that is not the full name, or without agreeing, and changes nothing', async () => {
      const wrong = await upload(me, API.offerAccept(ids.digital), [
        { name: ESIGN_SIGNATURE_FIELD, value: 'casey candidate' },
        { name: ESIGN_AGREE_FIELD, value: 'true' },
      ]);
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).message).toBe(
        'Please enter your full name as shown on the offer letter and your profile',
      );
      const noAgree = await upload(me, API.offerAccept(ids.digital), [
        { name: ESIGN_SIGNATURE_FIELD, value: 'Casey Candidate' },
      ]);
      expect(noAgree.statusCode).toBe(400);
      expect(errorOf(noAgree).fields).toHaveProperty(ESIGN_AGREE_FIELD);
      expect(offerOf(await me.get(API.offer(ids.digital))).status).toBe('Extended');
    });

    it('stamps the signature and an audit page, accepts the offer, and keeps the original', async () => {
      const original = offerOf(await me.get(API.offer(ids.digital))).offer_documents[0]!;
      const res = await upload(me, API.offerAccept(ids.digital), [
        { name: ESIGN_SIGNATURE_FIELD, value: 'Casey Candidate' },
        { name: ESIGN_AGREE_FIELD, value: 'true' },
      ]);
      expect(res.statusCode).toBe(200);
      const { offer, message } = actionOf(res);
      expect(message).toBe('Successfully signed the offer letter');
      expect(offer.status).toBe('Accepted');
      expect(offer.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });

      const signed = await me.get(original.s3_path!);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('application/pdf');
      const bytes = signed.rawPayload;
      expect(signed.headers['x-content-sha256']).toBe(sha256(bytes));
      const originalBytes = (await me.get(`${original.s3_path}?version=original`)).rawPayload;
      expect(originalBytes.equals(Buffer.from(original.b64_string!, 'base64'))).toBe(true);

      const before = await popplerView(originalBytes);
      const after = await popplerView(bytes);
      expect(after.pages).toBe(before.pages + 1);
      expect(after.text).toContain('Casey Candidate');
      expect(after.text).toContain('Signed electronically by Casey Candidate');
      expect(after.text).toContain('Signature audit');
      expect(after.text).toContain(sha256(originalBytes));
      expect(after.text).toMatch(/IP address\s+\S+/);

      // The admin sees the audit trail, with the stored hash of the signed file.
      const admin = await ctx.app.services.candidates.create({
        tenantId: ctx.tenant.id,
        email: 'admin@test.example',
        passwordHash: await hashPassword(TEST_PASSWORD),
        fullName: 'Admin',
      });
      await ctx.app.services.candidates.update(ctx.tenant.id, admin.id, { staffRole: 'admin' });
      const trail = await (await signedIn('admin@test.example')).get(API.adminOffer(ids.digital));
      expect(trail.statusCode).toBe(200);
      const { events } = (
        trail.json() as { data: { events: { action: string; detail: Record<string, unknown> }[] } }
      ).data;
      expect(events.map((e) => e.action)).toEqual(['offer_extended', 'document_signed', 'offer_accepted']);
      expect(events[1]!.detail).toMatchObject({ method: 'digital', sha256: sha256(bytes) });
      expect((await me.get(API.adminOffer(ids.digital))).statusCode).toBe(403);
    });

    it('cannot accept, sign or decline it again', async () => {
      const again = await upload(me, API.offerAccept(ids.digital), [
        { name: ESIGN_SIGNATURE_FIELD, value: 'Casey Candidate' },
        { name: ESIGN_AGREE_FIELD, value: 'true' },
      ]);
      expect(again.statusCode).toBe(409);
      expect((await me.post(API.offerDecline(ids.digital))).statusCode).toBe(409);
    });
  });

  describe('uploading a signed copy', () => {
    it('refuses a non-PDF, two files, an oversized file and no file, changing nothing', async () => {
      const url = API.offerAccept(ids.upload);
      const text = await upload(me, url, [pdfPart(SIGNED_OFFER_LETTER_FIELD, 'just text, named .pdf')]);
      expect(text.statusCode).toBe(415);
      expect(errorOf(text).message).toBe('The file must be a PDF document.');
      const truncated = (await pdf()).slice(0, 200);
      expect((await upload(me, url, [pdfPart(SIGNED_OFFER_LETTER_FIELD, truncated)])).statusCode).toBe(415);

      const good = await pdf();
      const two = await upload(me, url, [
        pdfPart(SIGNED_OFFER_LETTER_FIELD, good),
        pdfPart(SIGNED_OFFER_LETTER_FIELD, good, 'second.pdf'),
      ]);
      expect(two.statusCode).toBe(400);
      expect(errorOf(two).message).toBe('You should upload at most 1 file');

      const big = Buffer.concat([Buffer.from(good), Buffer.alloc(MAX_MB * 1024 * 1024 + 1, 0x20)]);
      const oversized = await upload(me, url, [pdfPart(SIGNED_OFFER_LETTER_FIELD, big)]);
      expect(oversized.statusCode).toBe(413);
      expect(errorOf(oversized).message).toBe(`The file must be at most ${MAX_MB} MB.`);

      const none = await upload(me, url, [{ name: 'note', value: 'nothing attached' }]);
      expect(none.statusCode).toBe(400);
      expect(errorOf(none).message).toBe('Please upload the signed document.');

      const offer = offerOf(await me.get(API.offer(ids.upload)));
      expect(offer.status).toBe('Extended');
      expect(offer.offer_documents[0]!.signed).toBe(false);
    });

    it('stores a real signed PDF as it came, hashed, and accepts the offer', async () => {
      const bytes = await pdf('Signed with a pen');
      const res = await upload(me, API.offerAccept(ids.upload), [pdfPart(SIGNED_OFFER_LETTER_FIELD, bytes)]);
      expect(res.statusCode).toBe(200);
      const doc = actionOf(res).offer.offer_documents[0]!;
      expect(actionOf(res).offer.status).toBe('Accepted');
      const stored = await me.get(doc.s3_path!);
      expect(stored.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      expect(stored.headers['x-content-sha256']).toBe(sha256(bytes));
    });

    it('lets exactly one of two simultaneous accepts succeed', async () => {
      const [a, b] = await Promise.all([
        upload(me, API.offerAccept(ids.race), [pdfPart(SIGNED_OFFER_LETTER_FIELD, await pdf('one'))]),
        upload(me, API.offerAccept(ids.race), [pdfPart(SIGNED_OFFER_LETTER_FIELD, await pdf('two'))]),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const { events } = await ctx.app.services.offers.adminGet(ctx.tenant, ids.race!, 'http://x');
      expect(events.filter((e) => e.action === 'document_signed')).toHaveLength(1);
      expect(events.filter((e) => e.action === 'offer_accepted')).toHaveLength(1);
    });
  });

  describe('declining and expiry', () => {
    it('declines once, for good', async () => {
      const res = await me.post(API.offerDecline(ids.decline));
      expect(res.statusCode).toBe(200);
      expect(actionOf(res)).toMatchObject({
        message: 'Successfully rejected the offer',
        offer: { status: 'Declined' },
      });
      const again = await me.post(API.offerDecline(ids.decline));
      expect(again.statusCode).toBe(409);
      const accept = await upload(me, API.offerAccept(ids.decline), [
        pdfPart(SIGNED_OFFER_LETTER_FIELD, await pdf()),
      ]);
      expect(accept.statusCode).toBe(409);
      expect(errorOf(accept).message).toBe('This offer is no longer open.');
    });

    it('refuses to accept or decline an offer past its expiry', async () => {
      const accept = await upload(me, API.offerAccept(ids.expired), [
        pdfPart(SIGNED_OFFER_LETTER_FIELD, await pdf()),
      ]);
      expect(accept.statusCode).toBe(409);
      expect(errorOf(accept).message).toBe(
        'This offer has expired and can no longer be accepted or declined.',
      );
      expect((await me.post(API.offerDecline(ids.expired))).statusCode).toBe(409);
      expect(offerOf(await me.get(API.offer(ids.expired))).status).toBe('Extended');
    });
  });

  describe('the e-signature widget', () => {
    const widgetOf = async (encId: string) => {
      const doc = offerOf(await me.get(API.offer(encId))).offer_documents[0]!;
      return { doc, widgetId: new URL(doc.url!).searchParams.get('widgetId')! };
    };

    it('shows the document only to its candidate', async () => {
      const { widgetId } = await widgetOf(ids.contract!);
      const res = await me.get(API.esignDocument(widgetId));
      expect(res.statusCode).toBe(200);
      const data = (res.json() as { data: { fullname: string; document: { b64_string: string } } }).data;
      expect(data.fullname).toBe('Casey Candidate');
      expect(Buffer.from(data.document.b64_string, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const stranger = await signedIn(otherEmail);
      expect((await stranger.get(API.esignDocument(widgetId))).statusCode).toBe(404);
      expect(
        (await stranger.post(API.esignSign(widgetId), { signature: 'Other Person', agree: true })).statusCode,
      ).toBe(404);
    });

    it('signs with a drawn signature, then the accept and esign_status calls apply it', async () => {
      const { doc, widgetId } = await widgetOf(ids.contract!);
      const early = await upload(me, API.offerDocumentAccept(ids.contract!, doc.id), []);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).message).toBe('Sign the document in the signing window first.');
      expect(
        (await me.post(API.esignSign(widgetId), { signature: 'Someone Else', agree: true })).statusCode,
      ).toBe(400);

      // A 1x1 PNG, as the drawing pad sends it.
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      const sign = await me.post(API.esignSign(widgetId), {
        signature: 'Casey Candidate',
        drawing: png,
        agree: true,
      });
      expect(sign.statusCode).toBe(200);
      // Recorded, not yet applied: the document is still unsigned until the site's calls run.
      expect(offerOf(await me.get(API.offer(ids.contract!))).offer_documents[0]!.signed).toBe(false);

      const accept = await me.request({
        method: 'POST',
        url: API.offerDocumentAccept(ids.contract!, doc.id),
      });
      expect(accept.statusCode).toBe(200);
      expect(actionOf(accept).message).toBe('Successfully signed document');
      expect(actionOf(accept).offer.status).toBe('Contract Accepted');
      const status = await me.request({
        method: 'POST',
        url: API.offerDocumentEsignStatus(ids.contract!, doc.id),
      });
      expect(status.statusCode).toBe(200);
      expect(actionOf(status).offer.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });

      const file = await me.get(actionOf(status).offer.offer_documents[0]!.s3_path!);
      const { text } = await popplerView(file.rawPayload);
      expect(text).toContain('Drawn and typed signature, e-signature widget');
    });

    it('declining in the widget declines the offer', async () => {
      const { widgetId } = await widgetOf(ids.reject!);
      expect((await me.post(API.esignReject(widgetId))).statusCode).toBe(200);
      expect(offerOf(await me.get(API.offer(ids.reject!))).status).toBe('Declined');
    });

    it('uploads a signed copy for a document that is not signed in the widget', async () => {
      const encId = (
        await ctx.app.services.offers.extend(ctx.tenant, {
          candidateId: ctx.candidate.row.id,
          positionName: 'Two Documents',
          expiresAt: inDays(5),
          documents: [LETTER, { ...LETTER, name: 'NDA', documentType: 'Document' }],
        })
      ).encId;
      const nda = offerOf(await me.get(API.offer(encId))).offer_documents[1]!;
      const res = await upload(me, API.offerDocumentAccept(encId, nda.id), [
        pdfPart(SIGNED_DOCUMENT_FIELD, await pdf()),
      ]);
      expect(res.statusCode).toBe(200);
      // The letter still waits: the offer stays open until every document needing a signature is signed.
      expect(actionOf(res).offer.status).toBe('Extended');
      expect(actionOf(res).offer.offer_documents[1]!.status).toBe('Signed');
    });
  });

  describe('admin access', () => {
    it("is scoped to the admin's tenant", async () => {
      const res = await (await signedIn('admin@test.example')).get(API.adminOffer(otherTenantOffer));
      expect(res.statusCode).toBe(404);
    });
  });
});
