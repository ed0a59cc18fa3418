import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { CheckboxItemEdit, CheckboxItemView } from './checkbox-item-field.js';

const checkboxItem: FieldComponents = { Edit: CheckboxItemEdit, View: CheckboxItemView };

export const checkboxItemEntries = { checkboxItem } satisfies Partial<FieldRegistry>;
