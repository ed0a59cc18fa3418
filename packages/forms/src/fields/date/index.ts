import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { DateEdit, DateView } from './date-field.js';

const date: FieldComponents = { Edit: DateEdit, View: DateView };

export const dateEntries = { date } satisfies Partial<FieldRegistry>;
