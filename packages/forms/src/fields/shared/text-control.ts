import type { ChangeEvent, FocusEvent } from 'react';
import type { FormField } from '../../react/use-form-field.js';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * What every free-text control (text, email, textarea) binds the same way: value, ids and ARIA state from
 * the field, and the spec's trim on blur (spec 3 §4), written back before the blur validates.
 */
export function textControlProps(field: FormField<string | null | undefined>) {
  return {
    ref: field.ref,
    id: field.ids.input,
    name: field.name,
    value: field.value ?? '',
    'aria-invalid': field.invalid,
    'aria-required': field.required || undefined,
    'aria-describedby': field.describedBy,
    disabled: field.disabled,
    onChange: (event: ChangeEvent<TextElement>) => field.onChange(event.target.value),
    onBlur: (event: FocusEvent<TextElement>) => {
      const trimmed = event.target.value.trim();
      if (trimmed !== event.target.value) field.onChange(trimmed);
      field.onBlur();
    },
  };
}
