import type { FieldRegistry } from '../react/registry-context.js';
import { checkboxEntries } from './checkbox/index.js';
import { checkboxItemEntries } from './checkbox-item/index.js';
import { dateEntries } from './date/index.js';
import { dateRangeEntries } from './date-range/index.js';
import { dynamicListEntries } from './dynamic-list/index.js';
import { emailEntries } from './email/index.js';
import { embeddedFormEntries } from './embedded-form/index.js';
import { fileUploadEntries } from './file-upload/index.js';
import { infoEntries } from './info/index.js';
import { instructionEntries } from './instruction/index.js';
import { numberEntries } from './number/index.js';
import { phoneEntries } from './phone/index.js';
import { radioEntries } from './radio/index.js';
import { selectEntries } from './select/index.js';
import { sinEntries } from './sin/index.js';
import { skillSelectorEntries } from './skill-selector/index.js';
import { ssnEntries } from './ssn/index.js';
import { starRatingEntries } from './star-rating/index.js';
import { textEntries } from './text/index.js';
import { textareaEntries } from './textarea/index.js';

/**
 * Every field type of spec 3 §3 and its edit and read-only components. `satisfies FieldRegistry` makes a
 * type of FIELD_TYPES without components a compile error; at run time a type this build does not know
 * (from a newer server) is logged as "No component with type" and rendered as nothing.
 */
export const FIELD_REGISTRY = {
  ...checkboxEntries,
  ...checkboxItemEntries,
  ...dateEntries,
  ...dateRangeEntries,
  ...dynamicListEntries,
  ...emailEntries,
  ...embeddedFormEntries,
  ...fileUploadEntries,
  ...infoEntries,
  ...instructionEntries,
  ...numberEntries,
  ...phoneEntries,
  ...radioEntries,
  ...selectEntries,
  ...sinEntries,
  ...skillSelectorEntries,
  ...ssnEntries,
  ...starRatingEntries,
  ...textEntries,
  ...textareaEntries,
} satisfies FieldRegistry;
