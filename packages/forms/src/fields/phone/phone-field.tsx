import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/max';
import { type FocusEvent, useId, useMemo, useRef, useState } from 'react';
import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { useHydrated } from '../../react/use-hydrated.js';
import own from './phone.module.css';
import {
  countryOptions,
  defaultPhoneCountry,
  formatPhone,
  joinPhone,
  splitPhone,
} from './phone-countries.js';

interface PhoneState {
  /** The stored value this state was read from or wrote, to notice values set from outside (reset). */
  readonly value: unknown;
  readonly country: CountryCode;
  readonly national: string;
}

/**
 * A country calling-code picker and the national number, stored together as '+<code><number>' exactly as
 * typed (core checks it). The country is kept while the number is empty, which stores null, so a required
 * phone with only a country chosen is still empty.
 */
export function PhoneEdit({ item, name }: FieldEditProps) {
  const { t, language } = useFormsT();
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.phoneOptions;
  const fallbackCountry = defaultPhoneCountry(options?.defaultCountryCode);
  const hydrated = useHydrated();
  const countries = useMemo(() => countryOptions(language), [language]);
  const countryId = useId();

  const [state, setState] = useState<PhoneState>(() => ({
    value: field.value,
    ...splitPhone(field.value, fallbackCountry),
  }));
  let current = state;
  if (state.value !== field.value) {
    current = { value: field.value, ...splitPhone(field.value, fallbackCountry) };
    setState(current);
  }

  const update = (country: CountryCode, national: string) => {
    const value = joinPhone(country, national);
    setState({ value, country, national });
    field.onChange(value);
  };

  // One blur for the pair: moving from the picker to the number is not leaving the field.
  const row = useRef<HTMLDivElement>(null);
  const onBlur = (event: FocusEvent<Element>) => {
    if (event.relatedTarget instanceof Node && row.current?.contains(event.relatedTarget)) return;
    field.onBlur();
  };

  return (
    <FieldShell field={field} kind="group">
      <div ref={row} className={own.row}>
        <div className={own.country}>
          <label htmlFor={countryId} className={own.subLabel}>
            {t('phone.countryCode')}
          </label>
          <select
            id={countryId}
            className={styles.input}
            value={current.country}
            disabled={field.disabled}
            aria-describedby={field.describedBy}
            onBlur={onBlur}
            onChange={(event) => update(event.target.value as CountryCode, current.national)}
          >
            {hydrated ? (
              countries.map((option) => (
                <option key={option.country} value={option.country}>
                  {option.label}
                </option>
              ))
            ) : (
              // Country names come from the runtime's ICU data, which differs between Node and browsers.
              <option
                value={current.country}
              >{`${current.country} (+${getCountryCallingCode(current.country)})`}</option>
            )}
          </select>
        </div>
        <div className={own.number}>
          <label htmlFor={field.ids.input} className={own.subLabel}>
            {t('phone.number')}
          </label>
          <input
            ref={field.ref}
            id={field.ids.input}
            name={name}
            type="tel"
            inputMode="tel"
            className={styles.input}
            value={current.national}
            placeholder={options?.placeholders?.number}
            autoComplete={options?.autocomplete ?? 'tel-national'}
            aria-invalid={field.invalid}
            aria-required={field.required || undefined}
            aria-describedby={field.describedBy}
            disabled={field.disabled}
            onChange={(event) => update(current.country, event.target.value)}
            onBlur={(event) => {
              const trimmed = event.target.value.trim();
              if (trimmed !== event.target.value) update(current.country, trimmed);
              onBlur(event);
            }}
          />
        </div>
      </div>
    </FieldShell>
  );
}

export function PhoneView({ value }: FieldViewProps) {
  return <>{formatPhone(value)}</>;
}
