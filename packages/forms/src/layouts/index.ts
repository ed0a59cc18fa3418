export {
  HTML_FORM_IMAGE_HEIGHT,
  HTML_FORM_IMAGE_WIDTH,
  HtmlForm,
  type HtmlFormBlock,
  type HtmlFormProps,
  htmlFormBlockSchema,
  htmlFormBlocksSchema,
} from './html-form.js';
export {
  MOVE_BUTTON_DEBOUNCE_MS,
  type MoveDirection,
  PreboardingAdminForm,
  type PreboardingAdminFormProps,
} from './preboarding-admin-form.js';
export { SimpleForm, type SimpleFormProps } from './simple-form.js';
export {
  FOOTER_HEIGHT_DEBOUNCE_MS,
  MANUAL_STEP_LOCK_MS,
  STEPPER_SCROLL_SPY_DEBOUNCE_MS,
  StepperForm,
  type StepperFormProps,
} from './stepper-form.js';
