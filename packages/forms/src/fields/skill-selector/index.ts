import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { SkillSelectorEdit, SkillSelectorView } from './skill-selector-field.js';

const skillSelector: FieldComponents = { Edit: SkillSelectorEdit, View: SkillSelectorView };

export const skillSelectorEntries = { skillSelector } satisfies Partial<FieldRegistry>;
