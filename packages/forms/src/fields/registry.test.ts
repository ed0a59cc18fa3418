import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../core/definition.js';
import { FIELD_REGISTRY } from './registry.js';

describe('the field registry', () => {
  it('has an edit and a read-only component for every field type, and nothing else', () => {
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      expect(FIELD_REGISTRY[type].Edit, type).toBeTypeOf('function');
      expect(FIELD_REGISTRY[type].View, type).toBeTypeOf('function');
    }
  });

  it('shares one component between the aliases of spec 3 §3', () => {
    expect(FIELD_REGISTRY.dropdown).toBe(FIELD_REGISTRY.select);
    expect(FIELD_REGISTRY.file_upload).toBe(FIELD_REGISTRY.fileUpload);
    expect(FIELD_REGISTRY.embedded_form).toBe(FIELD_REGISTRY.esignForm);
    expect(FIELD_REGISTRY.country).toBe(FIELD_REGISTRY.text);
    expect(FIELD_REGISTRY.state).toBe(FIELD_REGISTRY.text);
  });
});
