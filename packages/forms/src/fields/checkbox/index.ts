import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { CheckboxEdit, CheckboxView } from './checkbox-field.js';

const checkbox: FieldComponents = { Edit: CheckboxEdit, View: CheckboxView };

export const checkboxEntries = { checkbox } satisfies Partial<FieldRegistry>;
