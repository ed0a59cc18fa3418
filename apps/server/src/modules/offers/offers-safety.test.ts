import { createHash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import {
  API,
  ESIGN_AGREE_FIELD,
  ESIGN_SIGNATURE_FIELD,
  SIGNATURE_DRAWING_MAX_PX,
  SIGNED_DOCUMENT_FIELD,
  SIGNED_OFFER_LETTER_FIELD,
} from '@portico/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { CONTRACT, LETTER, offerOf } from '../../test/offers.js';
import {
  activeContentOf,
  pdfWithActiveContent,
  png,
  pngDataUrl,
  popplerView,
} from '../../test/pdf-fixtures.js';
import { AUDIT_FILE_NAME_MAX } from './audit-text.js';
import type { OfferActor } from './offer-context.js';
import { createOfferPdfPool, type OfferPdfPool } from './offer-pdf-pool.js';
import { createOffersService, type ExtendDocumentInput } from './offers.service.js';

/*
 * What a candidate sends to the offer center cannot hurt the server or whoever opens the files later: drawn
 * signatures are checked before they are decoded, stamping runs off the server's thread, uploaded PDFs lose
 * their active content, and file names in the audit trail are plain text.
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

describeEachDb('offer center safety', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let admin: TestClient;

  const extend = async (documents: ExtendDocumentInput[], candidateId = ctx.candidate.row.id) =>
    (
      await ctx.app.services.offers.extend(ctx.tenant, {
        candidateId,
        positionName: 'Staff Engineer',
        expiresAt: inDays(14),
        documents,
      })
    ).encId;
  const actor = (): OfferActor => ({
    tenant: ctx.tenant,
    candidate: ctx.candidate.row,
    ip: '203.0.113.9',
    siteOrigin: 'http://localhost',
  });
  const widgetOf = async (encId: string) => {
    const doc = offerOf(await me.get(API.offer(encId))).offer_documents[0]!;
    return new URL(doc.url!).searchParams.get('widgetId')!;
  };
  const upload = (url: string, field: string, data: Uint8Array, filename = 'signed.pdf') => {
    const body = multipart([{ name: field, filename, contentType: 'application/pdf', data }]);
    return me.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };
  /** A service like the app's whose stamping pool reports each call and the thread that did the work. */
  const recordingService = () => {
    const pool = createOfferPdfPool();
    const calls: number[] = [];
    const recording: OfferPdfPool = {
      async stamp(original, stamp) {
        const result = await pool.stamp(original, stamp);
        calls.push(result.threadId);
        return result;
      },
      close: () => pool.close(),
    };
    return {
      service: createOffersService(ctx.app.db, {
        now: ctx.clock.now,
        pdf: recording,
        notifications: ctx.app.services.notifications,
      }),
      calls,
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    const boss = await ctx.signedInCandidate(`boss-${Date.now()}@example.com`, 'Boss Admin');
    await ctx.app.services.candidates.update(ctx.tenant.id, boss.id, { staffRole: 'admin' });
    admin = boss.client;
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  describe('drawn signatures', () => {
    it('refuses an 8000 x 8000 PNG from its header, without decoding it, and records nothing', async () => {
      const encId = await extend([CONTRACT]);
      const widgetId = await widgetOf(encId);
      const huge = png(8000, 8000);
      expect(huge.length).toBeLessThan(30_000); // small on the wire: only the header tells
      const res = await me.post(API.esignSign(widgetId), {
        signature: 'Casey Candidate',
        drawing: pngDataUrl(huge),
        agree: true,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `The drawn signature is 8000 x 8000 pixels; it must be at most ${SIGNATURE_DRAWING_MAX_PX.width} x ${SIGNATURE_DRAWING_MAX_PX.height}.`,
      });
      // Refused before the stamping step: the pool never sees it.
      const { service, calls } = recordingService();
      await expect(
        service.esignSign(actor(), widgetId, { signature: 'Casey Candidate', drawingPng: huge }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(calls).toEqual([]);
      await service.close();
      const { events } = await ctx.app.services.offers.adminGet(ctx.tenant, encId, 'http://x');
      expect(events.map((e) => e.action)).toEqual(['offer_extended']);
    });

    it('answers 400, never 500, for a header with no data, a cut-off file and undecodable pixels', async () => {
      const widgetId = await widgetOf(await extend([CONTRACT]));
      const sign = (bytes: Uint8Array) =>
        me.post(API.esignSign(widgetId), {
          signature: 'Casey Candidate',
          drawing: pngDataUrl(bytes),
          agree: true,
        });
      const headerOnly = png(400, 100, { data: false, end: false });
      const noData = png(400, 100, { data: false });
      const cut = png(400, 100).subarray(0, 60);
      // Whole chunks, but the image data is not a deflate stream.
      const garbage = Buffer.from(png(400, 100));
      garbage.write('not a deflate stream at all', 41, 'latin1');
      const expected: [Uint8Array, string][] = [
        [headerOnly, 'The drawn signature is incomplete: the PNG image is cut off.'],
        [noData, 'The drawn signature has no image data.'],
        [cut, 'The drawn signature is incomplete: the PNG image is cut off.'],
        [new Uint8Array([1, 2, 3, 4]), 'The drawn signature must be a PNG image.'],
      ];
      for (const [bytes, message] of expected) {
        const res = await sign(bytes);
        expect(res.statusCode, message).toBe(400);
        expect(errorOf(res).message).toBe(message);
      }
      const broken = await sign(garbage);
      expect(broken.statusCode).toBe(400);
      expect(errorOf(broken).message).toBe(
        'The drawn signature is not a readable PNG image. Clear it and draw it again.',
      );
      // Still unsigned: a good drawing signs afterwards.
      expect(
        (
          await me.post(API.esignSign(widgetId), {
            signature: 'Casey Candidate',
            drawing: pngDataUrl(png(480, 140)),
            agree: true,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('refuses a drawing over the byte limit before reading it', async () => {
      const widgetId = await widgetOf(await extend([CONTRACT]));
      const res = await me.post(API.esignSign(widgetId), {
        signature: 'Casey Candidate',
        drawing: `data:image/png;base64,${'A'.repeat(200_000)}`,
        agree: true,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(res))).toContain('The drawn signature must be at most 100 KB.');
    });
  });

  describe('stamping', () => {
    it('runs on a worker thread of the pool, not the thread serving requests', async () => {
      const { service, calls } = recordingService();
      const widgetId = await widgetOf(await extend([CONTRACT]));
      const letter = await extend([LETTER]);
      await service.esignSign(actor(), widgetId, { signature: 'Casey Candidate', drawingPng: png(480, 140) });
      await service.accept(actor(), letter, { file: null, signature: 'Casey Candidate', agree: true });
      await service.close();
      expect(calls).toHaveLength(2);
      for (const id of calls) expect(id).not.toBe(threadId);
      // The server kept answering: the stamped letter is there.
      expect(offerOf(await me.get(API.offer(letter))).status).toBe('Accepted');
    });
  });

  describe('uploaded PDFs', () => {
    it('stores a signed copy without its active content, hashed as stored, still readable', async () => {
      const encId = await extend([LETTER, { ...LETTER, name: 'NDA', documentType: 'Document' }]);
      const uploaded = await pdfWithActiveContent('Signed with a pen');
      expect((await activeContentOf(uploaded)).active).toEqual([
        '/AA',
        '/EF',
        '/EmbeddedFiles',
        '/JS',
        '/JavaScript',
        '/OpenAction',
        'FileAttachment annotation',
        'JavaScript action',
        'Launch action',
        'embedded file stream',
      ]);
      for (const [url, field] of [
        [
          API.offerDocumentAccept(encId, offerOf(await me.get(API.offer(encId))).offer_documents[1]!.id),
          SIGNED_DOCUMENT_FIELD,
        ],
        [API.offerAccept(encId), SIGNED_OFFER_LETTER_FIELD],
      ] as const) {
        const res = await upload(url, field, uploaded);
        expect(res.statusCode).toBe(200);
      }
      const offer = offerOf(await me.get(API.offer(encId)));
      expect(offer.status).toBe('Accepted');
      for (const doc of offer.offer_documents) {
        const stored = await me.get(doc.s3_path!);
        const bytes = new Uint8Array(stored.rawPayload);
        expect(await activeContentOf(bytes)).toEqual({ active: [], uris: ['https://example.com/'] });
        const seen = await popplerView(bytes);
        expect(seen.pages).toBe(1);
        expect(seen.text).toContain('Signed with a pen');
        expect(seen.javascript.trim()).toBe('');
        expect(seen.attachments).toBe('0 embedded files');
        expect(stored.headers['x-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
      }
      const { events } = await ctx.app.services.offers.adminGet(ctx.tenant, encId, 'http://x');
      const signed = events.filter((e) => e.action === 'document_signed');
      expect(signed).toHaveLength(2);
      expect(signed[0]!.detail.removed_active_content).toEqual(
        expect.arrayContaining([
          '/OpenAction',
          '/AA',
          '/JavaScript',
          '/EmbeddedFiles',
          'FileAttachment annotation',
        ]),
      );
    });

    it('keeps a PDF without active content byte for byte', async () => {
      const doc = await PDFDocument.create();
      doc.addPage().drawText('Plain', { x: 50, y: 700 });
      const plain = await doc.save();
      const encId = await extend([LETTER]);
      expect((await upload(API.offerAccept(encId), SIGNED_OFFER_LETTER_FIELD, plain)).statusCode).toBe(200);
      const stored = await me.get(offerOf(await me.get(API.offer(encId))).offer_documents[0]!.s3_path!);
      expect(stored.rawPayload.equals(Buffer.from(plain))).toBe(true);
    });
  });

  describe('file names in the audit trail', () => {
    it('are one plain line: no control or direction characters, no markup, limited in length', async () => {
      const encId = await extend([LETTER, { ...LETTER, name: 'NDA', documentType: 'Document' }]);
      const plain = await (async () => {
        const doc = await PDFDocument.create();
        doc.addPage();
        return doc.save();
      })();
      const nda = offerOf(await me.get(API.offer(encId))).offer_documents[1]!;
      const tricky = '\u202Eevil<img src=x onerror=alert(1)>\u0007\u200F name.pdf';
      expect(
        (await upload(API.offerDocumentAccept(encId, nda.id), SIGNED_DOCUMENT_FIELD, plain, tricky))
          .statusCode,
      ).toBe(200);
      const long = `${'a'.repeat(300)}.pdf`;
      expect((await upload(API.offerAccept(encId), SIGNED_OFFER_LETTER_FIELD, plain, long)).statusCode).toBe(
        200,
      );

      const res = await admin.get(API.adminOffer(encId));
      expect(res.statusCode).toBe(200);
      const names = (
        res.json() as { data: { events: { action: string; detail: { filename?: string } }[] } }
      ).data.events
        .filter((e) => e.action === 'document_signed')
        .map((e) => e.detail.filename!);
      expect(names[0]).toBe('evil_img src=x onerror=alert(1)_ name.pdf');
      expect([...names[1]!].length).toBe(AUDIT_FILE_NAME_MAX);
      expect(names[1]).toMatch(/^a+….pdf$/);
    });

    it('the audit page of a signed PDF shows the signer as typed, without direction overrides', async () => {
      const mallory = await ctx.signedInCandidate(`mallory-${Date.now()}@example.com`, 'Mallory\u202E Evil');
      const encId = await extend([LETTER], mallory.id);
      const res = await mallory.client.request({
        method: 'POST',
        url: API.offerAccept(encId),
        ...(() => {
          const body = multipart([
            { name: ESIGN_SIGNATURE_FIELD, value: 'Mallory\u202E Evil' },
            { name: ESIGN_AGREE_FIELD, value: 'true' },
          ]);
          return { payload: body.payload, headers: body.headers };
        })(),
      });
      expect(res.statusCode).toBe(200);
      const stored = await mallory.client.get(offerOf(res).offer_documents[0]!.s3_path!);
      const { text } = await popplerView(new Uint8Array(stored.rawPayload));
      // The stamp and the audit page (after "Candidate signature"); the letter above is the company's.
      const signedPart = text.slice(text.indexOf('Candidate signature'));
      expect(signedPart).toContain('Signed electronically by Mallory Evil <mallory-');
      expect(signedPart).toMatch(/Signature\s+Mallory Evil\s/);
      expect(signedPart).not.toContain('?');
    });
  });
});
