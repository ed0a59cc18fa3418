import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { InstructionBlock } from './instruction-field.js';

const instruction: FieldComponents = { Edit: InstructionBlock, View: InstructionBlock, viewFrame: 'none' };

export const instructionEntries = { instruction } satisfies Partial<FieldRegistry>;
