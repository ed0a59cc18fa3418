import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { SelectEdit, SelectView } from './select-field.js';

const select: FieldComponents = { Edit: SelectEdit, View: SelectView };

/** Spec 3 §3: dropdown and select are the same field. */
export const selectEntries = { select, dropdown: select } satisfies Partial<FieldRegistry>;
