import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { SinEdit, SinView } from './sin-field.js';

const sin: FieldComponents = { Edit: SinEdit, View: SinView };

export const sinEntries = { sin } satisfies Partial<FieldRegistry>;
