import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { TextareaEdit, TextareaView } from './textarea-field.js';

const textarea: FieldComponents = { Edit: TextareaEdit, View: TextareaView };

export const textareaEntries = { textarea } satisfies Partial<FieldRegistry>;
