import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { EmbeddedFormEdit, EmbeddedFormView } from './embedded-form-field.js';

const embeddedForm: FieldComponents = { Edit: EmbeddedFormEdit, View: EmbeddedFormView };

/** embedded_form and esignForm are two names for the e-signature widget frame (spec 3 §2). */
export const embeddedFormEntries = {
  embedded_form: embeddedForm,
  esignForm: embeddedForm,
} satisfies Partial<FieldRegistry>;
