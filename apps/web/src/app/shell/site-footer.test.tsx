// @vitest-environment node
import { LOCALES } from '@portico/contracts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '../../lib/i18n/index.js';
import { SiteFooter, withStrongPart } from './site-footer.js';

describe('the "Powered by" line', () => {
  it('splits out the <1> part', () => {
    expect(renderToString(<p>{withStrongPart('Powered by <1>Portico</1>')}</p>)).toBe(
      '<p>Powered by <strong>Portico</strong></p>',
    );
    expect(renderToString(<p>{withStrongPart('<1>Portico</1> 제공')}</p>)).toBe(
      '<p><strong>Portico</strong> 제공</p>',
    );
    expect(renderToString(<p>{withStrongPart('Portico')}</p>)).toBe('<p>Portico</p>');
  });

  it.each(LOCALES)('renders %s exactly as react-i18next Trans did', async (locale) => {
    await loadLanguage(locale);
    const i18n = createI18n(locale);
    const t = i18n.getFixedT(locale, 'shell');
    const before = renderToString(
      <p>
        <Trans i18nKey="footer.poweredBy" ns="shell" t={t} i18n={i18n}>
          Powered by <strong>Portico</strong>
        </Trans>
      </p>,
    );
    const now = renderToString(<p>{withStrongPart(t('footer.poweredBy'))}</p>);
    expect(now).toBe(before);
    const footer = renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteFooter html="" hidePoweredBy={false} />
      </I18nextProvider>,
    );
    expect(footer).toContain(now.slice('<p>'.length, -'</p>'.length));
  });
});
