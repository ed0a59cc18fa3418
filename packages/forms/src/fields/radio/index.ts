import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { RadioEdit, RadioView } from './radio-field.js';

const radio: FieldComponents = { Edit: RadioEdit, View: RadioView };

export const radioEntries = { radio } satisfies Partial<FieldRegistry>;
