import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, type MessageKey, message } from '../core/messages.js';
import { createTestI18n, withI18n } from '../test/render-form.js';
import { useFormsT } from './i18n.js';

async function translator(language = 'en', extra: Record<string, unknown> = {}) {
  const i18n = await createTestI18n(language, extra);
  const { result } = renderHook(() => useFormsT(), { wrapper: ({ children }) => withI18n(i18n, children) });
  return result.current.translate;
}

const PARAMS = { name: 'Email', count: 3, errorCount: 3, size: 2, files: 'a.pdf, b.pdf', date: '2026-01-02' };

describe('translate', () => {
  it('renders every catalogue message through i18n exactly as the core English catalogue does', async () => {
    const translate = await translator();
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      for (const count of [1, 3]) {
        const msg = message(key, {
          ...PARAMS,
          count,
          errorCount: count,
          start: '2026-01-01',
          end: '2026-02-01',
          field: 'Start',
        });
        expect(translate(msg), key).toBe(formatMessage(msg));
      }
    }
  });

  it('chooses plural forms: "1 error found" and "3 errors found"', async () => {
    const translate = await translator();
    expect(translate(message('errorsFound', { errorCount: 1 }))).toBe('1 error found');
    expect(translate(message('errorsFound', { errorCount: 3 }))).toBe('3 errors found');
    expect(translate(message('newQuestions', { count: 1 }))).toBe('1 new question');
  });

  it("lets a rule's own text win, filled with the params", async () => {
    const translate = await translator();
    expect(translate(message('lengthMin', { count: 4 }, 'At least %(count)s, please'))).toBe(
      'At least 4, please',
    );
  });

  it('keeps the literal {{first_name}} example of the template-variable message', async () => {
    const translate = await translator();
    expect(translate(message('templateVariable'))).toContain('{{first_name}}');
  });

  it('uses the current language and falls back to English for a missing key', async () => {
    const translate = await translator('fr', {
      fr: { forms: { messages: { required: 'Ce champ est obligatoire' } } },
    });
    expect(translate(message('required'))).toBe('Ce champ est obligatoire');
    expect(translate(message('regexInvalid'))).toBe('Enter a valid value.');
  });
});
