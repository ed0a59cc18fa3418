import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { TextEdit, TextView } from './text-field.js';

const text: FieldComponents = { Edit: TextEdit, View: TextView };

/** Spec 3 §3: country and state are plain text fields. */
export const textEntries = { text, country: text, state: text } satisfies Partial<FieldRegistry>;
