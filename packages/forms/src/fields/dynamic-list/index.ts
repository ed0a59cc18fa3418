import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { DynamicListEdit, DynamicListView } from './dynamic-list-field.js';

/** The list frames its own entries in read-only mode too (each entry's label/value rows). */
const dynamicList: FieldComponents = { Edit: DynamicListEdit, View: DynamicListView, viewFrame: 'none' };

export const dynamicListEntries = { dynamicList } satisfies Partial<FieldRegistry>;
