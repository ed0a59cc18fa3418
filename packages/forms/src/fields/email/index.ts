import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { EmailEdit, EmailView } from './email-field.js';

const email: FieldComponents = { Edit: EmailEdit, View: EmailView };

export const emailEntries = { email } satisfies Partial<FieldRegistry>;
