import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { PhoneEdit, PhoneView } from './phone-field.js';

const phone: FieldComponents = { Edit: PhoneEdit, View: PhoneView };

export const phoneEntries = { phone } satisfies Partial<FieldRegistry>;
