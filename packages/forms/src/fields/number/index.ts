import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { NumberEdit, NumberView } from './number-field.js';

const number: FieldComponents = { Edit: NumberEdit, View: NumberView };

export const numberEntries = { number } satisfies Partial<FieldRegistry>;
