import type { OfferDocument } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { signaturePattern } from '../../lib/signature-pattern.js';
import {
  cardDate,
  checkSignedUpload,
  documentButton,
  documentFlow,
  documentStatusText,
  formatOfferDate,
  offerView,
  sortForAction,
  statusLabelKey,
  statusTone,
  viewButtonVariant,
} from './offer-rules.js';
import { offerDocument } from './test-fixtures.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const FUTURE = '2026-12-08T12:00:00.000Z';
const PAST = '2026-11-20T12:00:00.000Z';

const doc = (over: Partial<OfferDocument> = {}) => offerDocument({ id: 1, ...over });

describe('status labels and colours (spec 1 §4)', () => {
  it('labels every status and gives Expired and Declined one colour', () => {
    expect(statusLabelKey('Contract Extended')).toBe('status.contractExtended');
    expect(statusTone('Expired')).toBe(statusTone('Declined'));
    expect(statusTone('Extended')).toBe('open');
    expect(statusTone('Contract Accepted')).toBe('accepted');
    expect(statusTone('Canceled')).not.toBe(statusTone('Declined'));
  });

  it('shows an open offer past its expiry as Expired, not open', () => {
    expect(offerView({ status: 'Extended', expires_at: PAST }, NOW)).toEqual({
      status: 'Expired',
      open: false,
    });
    expect(offerView({ status: 'Contract Extended', expires_at: FUTURE }, NOW)).toEqual({
      status: 'Contract Extended',
      open: true,
    });
    expect(offerView({ status: 'Accepted', expires_at: PAST }, NOW)).toEqual({
      status: 'Accepted',
      open: false,
    });
  });

  it('makes the View button primary for extended statuses only', () => {
    expect(viewButtonVariant('Extended')).toBe('primary');
    expect(viewButtonVariant('Contract Extended')).toBe('primary');
    expect(viewButtonVariant('Expired')).toBe('secondary');
    expect(viewButtonVariant('Accepted')).toBe('secondary');
  });
});

describe('dates (spec 1 §9: MM/DD/YYYY)', () => {
  it('formats in UTC with leading zeros', () => {
    expect(formatOfferDate('2026-03-05T23:30:00.000Z')).toBe('03/05/2026');
    expect(formatOfferDate('nonsense')).toBe('');
  });

  it('shows the expiry of extended offers and the last update of the others', () => {
    const base = { updated_at: '2026-11-01T00:00:00.000Z' };
    expect(cardDate({ ...base, status: 'Extended', expires_at: FUTURE }, NOW)).toEqual({
      key: 'date.expires',
      iso: FUTURE,
    });
    expect(cardDate({ ...base, status: 'Extended', expires_at: PAST }, NOW).key).toBe('date.expired');
    expect(cardDate({ ...base, status: 'Declined', expires_at: FUTURE }, NOW)).toEqual({
      key: 'date.updated',
      iso: base.updated_at,
    });
  });
});

describe('document button (spec 1 §4)', () => {
  it('says Start for Pending or Unsigned while the offer is open, else View', () => {
    expect(documentButton(doc(), true).label).toBe('start');
    expect(documentButton(doc(), false).label).toBe('view');
    expect(documentButton(doc({ status: 'Read Only' }), true).label).toBe('view');
    expect(documentButton(doc({ status: 'Pending' }), true).label).toBe('start');
  });

  it('is disabled under revision, for Pending and Revision, and for Signed without content', () => {
    expect(documentButton(doc(), true).disabled).toBe(false);
    expect(documentButton(doc({ under_revision: true }), true).disabled).toBe(true);
    expect(documentButton(doc({ status: 'Pending' }), true).disabled).toBe(true);
    expect(documentButton(doc({ status: 'Revision' }), true).disabled).toBe(true);
    expect(documentButton(doc({ status: 'Signed', signed: true, b64_string: null }), true).disabled).toBe(
      true,
    );
    expect(documentButton(doc({ status: 'Signed', signed: true }), true).disabled).toBe(false);
  });
});

describe('document status texts (spec 1 §4)', () => {
  const open = { status: 'Extended' as const, expires_at: FUTURE };
  it('covers every status', () => {
    expect(documentStatusText(doc({ under_revision: true }), open, NOW).key).toBe('documentStatus.revising');
    expect(documentStatusText(doc(), open, NOW)).toEqual({
      key: 'documentStatus.signBefore',
      values: { date: '12/08/2026' },
    });
    expect(documentStatusText(doc(), { status: 'Extended', expires_at: null }, NOW).key).toBe(
      'documentStatus.toSign',
    );
    expect(documentStatusText(doc({ status: 'Pending', b64_string: null }), open, NOW).key).toBe(
      'documentStatus.processing',
    );
    expect(documentStatusText(doc({ status: 'Pending' }), open, NOW)).toEqual({
      key: 'documentStatus.lastUpdated',
      values: { date: '11/10/2026' },
    });
    expect(documentStatusText(doc({ status: 'Read Only' }), open, NOW).key).toBe('documentStatus.readOnly');
    expect(documentStatusText(doc({ status: 'Signed', signed: true }), open, NOW)).toEqual({
      key: 'documentStatus.signed',
    });
    expect(documentStatusText(doc({ status: 'Signed', signed: true, b64_string: null }), open, NOW)).toEqual({
      key: 'documentStatus.signed',
      extraKey: 'documentStatus.generating',
    });
  });
});

describe('document flow (spec 1 §4)', () => {
  const widget = 'https://sign.example.com/public/esignWidget?widget_id=x&hosted=1';
  it('uses the widget for an open offer with a url and an unsigned document', () => {
    expect(documentFlow(doc({ url: widget, b64_string: null }), true)).toBe('esign');
    expect(documentFlow(doc({ url: widget }), false)).toBe('view');
    expect(documentFlow(doc({ url: widget, status: 'Signed', signed: true }), true)).toBe('view');
  });

  it('uses the embedded PDF with the upload flow for other unsigned documents, else view only', () => {
    expect(documentFlow(doc(), true)).toBe('upload');
    expect(documentFlow(doc(), false)).toBe('view');
    expect(documentFlow(doc({ status: 'Read Only' }), true)).toBe('view');
    expect(documentFlow(doc({ b64_string: null }), true)).toBe('view');
  });
});

describe('signature (spec 1 §5, decision 016)', () => {
  it('must equal the full name exactly', () => {
    const name = new RegExp(signaturePattern('Alex Morgan'));
    expect(name.test('Alex Morgan')).toBe(true);
    expect(name.test('alex morgan')).toBe(false);
    expect(name.test('Alex Morgan ')).toBe(false);
    const pattern = new RegExp(signaturePattern('Alex (A.) Morgan'));
    expect(pattern.test('Alex (A.) Morgan')).toBe(true);
    expect(pattern.test('Alex (AX) Morgan')).toBe(false);
  });

  it('fails every text when no name is known', () => {
    expect(new RegExp(signaturePattern('  ')).test('Anyone')).toBe(false);
    const pattern = new RegExp(signaturePattern(null));
    expect(pattern.test('Anyone')).toBe(false);
    expect(pattern.test('x')).toBe(false);
  });
});

describe('signed upload (spec 1 §5)', () => {
  const f = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('needs exactly one PDF within the tenant limit', () => {
    expect(checkSignedUpload([], 10)).toBe('required');
    expect(checkSignedUpload([f('a.pdf', 'application/pdf'), f('b.pdf', 'application/pdf')], 10)).toBe(
      'tooMany',
    );
    expect(checkSignedUpload([f('a.txt', 'text/plain')], 10)).toBe('notPdf');
    expect(checkSignedUpload([f('a.pdf', 'text/plain')], 10)).toBe('notPdf');
    expect(checkSignedUpload([f('signed.PDF', 'application/pdf')], 10)).toBeNull();
    expect(checkSignedUpload([f('signed.pdf', '')], 10)).toBeNull();
    expect(checkSignedUpload([f('big.pdf', 'application/pdf', 10 * 1024 * 1024)], 10)).toBeNull();
    expect(checkSignedUpload([f('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)], 10)).toBe('tooLarge');
  });
});

describe('the list order', () => {
  it('puts open offers first, expiring first; the rest keep their order; nothing is changed in place', () => {
    const o = (name: string, status: 'Extended' | 'Declined' | 'Accepted', expires_at: string | null) => ({
      name,
      status,
      expires_at,
    });
    const list = [
      o('declined', 'Declined', null),
      o('open later', 'Extended', '2026-12-20T00:00:00.000Z'),
      o('open no expiry', 'Extended', null),
      o('accepted', 'Accepted', null),
      o('expired', 'Extended', PAST),
      o('open sooner', 'Extended', FUTURE),
    ];
    const copy = [...list];
    expect(sortForAction(list, NOW).map((x) => x.name)).toEqual([
      'open sooner',
      'open later',
      'open no expiry',
      'declined',
      'accepted',
      'expired',
    ]);
    expect(list).toEqual(copy);
  });
});
