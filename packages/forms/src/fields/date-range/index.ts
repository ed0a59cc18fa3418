import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { DateRangeEdit, DateRangeView } from './date-range-field.js';

const dateRange: FieldComponents = { Edit: DateRangeEdit, View: DateRangeView };

export const dateRangeEntries = { dateRange } satisfies Partial<FieldRegistry>;
