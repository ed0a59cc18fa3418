import { describe, expect, it } from 'vitest';
import * as forms from './index.js';

describe('public API', () => {
  it('exports the core and helpers without React', () => {
    for (const name of [
      'FIELD_TYPES',
      'formDefinitionSchema',
      'MESSAGES',
      'formatMessage',
      'validateValue',
      'validateForm',
      'isItemVisible',
      'visibleItems',
      'isSectionHidden',
      'countErrors',
      'countNewItems',
      'isTemplateVariable',
      'formatSsn',
      'formatSin',
      'cachedFetch',
      'memoize',
    ]) {
      expect(forms, name).toHaveProperty(name);
    }
  });
});
