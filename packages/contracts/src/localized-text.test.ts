import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.js';

describe('localizedText', () => {
  const labels = { fr: 'Toutes les offres', ar: 'كل الوظائف', 'pt-BR': 'Todas as vagas', de: '  ' };

  it("takes the page language's translation, else its base language's, else the tenant's text", () => {
    expect(localizedText('All jobs', labels, 'ar')).toBe('كل الوظائف');
    expect(localizedText('All jobs', labels, 'fr-CA')).toBe('Toutes les offres');
    expect(localizedText('All jobs', labels, 'pt-BR')).toBe('Todas as vagas');
    expect(localizedText('All jobs', labels, 'ja')).toBe('All jobs');
    expect(localizedText('All jobs', undefined, 'fr')).toBe('All jobs');
  });

  it('ignores a blank translation', () => {
    expect(localizedText('All jobs', labels, 'de')).toBe('All jobs');
  });
});
