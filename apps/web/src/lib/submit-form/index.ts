export { apiErrorText } from './api-error-text.js';
export { FormField, type FormFieldProps, SubmitButton, type SubmitButtonProps } from './form-field.js';
export {
  type FormErrors,
  NO_FORM_ERRORS,
  type SubmitForm,
  type SubmitFormOptions,
  useSubmitForm,
  zodFieldErrors,
} from './use-submit-form.js';
