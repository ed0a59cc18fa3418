import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { InfoBlock } from './info-field.js';

const info: FieldComponents = { Edit: InfoBlock, View: InfoBlock, viewFrame: 'none' };

export const infoEntries = { info } satisfies Partial<FieldRegistry>;
