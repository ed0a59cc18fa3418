import { LOCALES } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CATALOGUES } from './locales/index.js';
import { renderNotification } from './notification-texts.js';

/** Every text of a catalogue by its path ("kinds.offer_extended.title"). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of flatten(v, path)) out.set(p, s);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification texts', () => {
  const english = flatten(NOTIFICATION_CATALOGUES.en);

  it.each([...LOCALES])('%s has every text, with the same placeholders as English', (locale) => {
    const texts = flatten(NOTIFICATION_CATALOGUES[locale]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(text.trim(), `${locale} ${path}`).not.toBe('');
      expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path) ?? ''));
    }
  });

  it('writes translations, not English copies', () => {
    const copies = LOCALES.filter(
      (l) =>
        l !== 'en' &&
        NOTIFICATION_CATALOGUES[l].kinds.offer_extended.message ===
          english.get('kinds.offer_extended.message'),
    );
    expect(copies).toEqual([]);
  });

  it("formats an event's time in its own zone and the reader's language, and names built-in stages", () => {
    const interview = {
      jobTitle: 'Ferry Deckhand',
      startsAt: '2026-03-09T16:00:00.000Z',
      timeZone: 'America/New_York',
    };
    expect(renderNotification('en', 'interview_scheduled', interview).message).toBe(
      'Your interview for Ferry Deckhand is on Mar 9, 2026, 12:00 PM EDT.',
    );
    expect(renderNotification('de', 'interview_scheduled', interview).message).toContain(
      '9. März 2026, 12:00',
    );
    expect(
      renderNotification('fr', 'application_stage_changed', { jobTitle: 'X', stage: 'Screening' }).message,
    ).toBe('Votre candidature pour X est passée à l’étape Présélection.');
    expect(
      renderNotification('fr', 'application_stage_changed', { jobTitle: 'X', stage: 'Technical test' })
        .message,
    ).toBe('Votre candidature pour X est passée à l’étape Technical test.');
    expect(
      renderNotification('ht', 'offer_expiring', { jobTitle: 'X', expiresAt: '2026-03-05T23:59:59.000Z' })
        .message,
    ).toContain('2026');
  });
});
