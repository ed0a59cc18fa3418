import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { SsnEdit, SsnView } from './ssn-field.js';

const ssn: FieldComponents = { Edit: SsnEdit, View: SsnView };

export const ssnEntries = { ssn } satisfies Partial<FieldRegistry>;
