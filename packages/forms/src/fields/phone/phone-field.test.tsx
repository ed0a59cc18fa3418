import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';
import { splitPhone } from './phone-countries.js';

const phone = (extra: Partial<FormItem> = {}): FormItem => ({
  name: 'phone',
  label: 'Mobile',
  type: 'phone',
  ...extra,
});
const countryPicker = () => screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
const numberInput = () => screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;

afterEach(() => {
  delete window.PORTICO_PHONE_COUNTRY;
});

describe('phone field', () => {
  it('groups a country code picker and the number under the label, US by default', async () => {
    await renderForm(definitionOf(phone({ phoneOptions: { placeholders: { number: '555 123 4567' } } })));
    expect(screen.getByRole('group', { name: 'Mobile' })).toBeInTheDocument();
    expect(countryPicker()).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United States (+1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'United Kingdom (+44)' })).toBeInTheDocument();
    // One option per country, named in the current language and sorted by name.
    const labels = Array.from(countryPicker().options, (o) => o.text);
    expect(labels.length).toBeGreaterThan(200);
    expect(labels.indexOf('Germany (+49)')).toBeLessThan(labels.indexOf('India (+91)'));
    expect(numberInput()).toHaveAttribute('autocomplete', 'tel-national');
    expect(numberInput()).toHaveAttribute('placeholder', '555 123 4567');
  });

  it.each([
    ['US', '415-555-2671', '+1415-555-2671'],
    ['GB', '2079460958', '+442079460958'],
    ['DE', '30123456', '+4930123456'],
    ['IN', '8123456789', '+918123456789'],
  ])('stores the calling code of %s followed by the number as typed', async (country, typed, stored) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(phone({ required: true })), { onSubmit });
    await user.selectOptions(countryPicker(), country);
    await user.type(numberInput(), typed);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: stored }));
  });

  it('changing the country keeps the typed number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(phone()), { onSubmit });
    await user.type(numberInput(), '8123456789');
    await user.selectOptions(countryPicker(), 'IN');
    expect(numberInput()).toHaveValue('8123456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+918123456789' }));
  });

  it('stores null for a chosen country without a number, so required reports it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = await renderForm(definitionOf(phone({ required: true })), { onSubmit });
    await user.selectOptions(countryPicker(), 'GB');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    expect(numberInput()).toHaveFocus();
    expect(numberInput()).toHaveAccessibleDescription('Mobile is required');
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    await renderForm(definitionOf(phone()), { onSubmit });
    await user.selectOptions(countryPicker(), 'DE');
    await user.type(numberInput(), '30');
    await user.clear(numberInput());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: null }));
  });

  it('reports an invalid number from core when leaving the field, not when moving to the picker', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(phone()));
    await user.type(numberInput(), '1234');
    await user.click(countryPicker());
    expect(screen.queryByText('Enter a valid phone number and country code.')).not.toBeInTheDocument();
    await user.tab();
    expect(numberInput()).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('Enter a valid phone number and country code.')).toBeInTheDocument();
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('splits an initial value into its country and national part', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(phone()), { onSubmit, initialValues: { phone: '+44 20 7946 0958' } });
    expect(countryPicker()).toHaveValue('GB');
    expect(numberInput()).toHaveValue('20 7946 0958');
    await user.clear(numberInput());
    await user.type(numberInput(), '2079460958');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+442079460958' }));
  });

  it('splits values of several countries, preferring the default country for a shared code', () => {
    expect(splitPhone('+44 20 7946 0958', 'US')).toEqual({ country: 'GB', national: '20 7946 0958' });
    expect(splitPhone('+4930123456', 'US')).toEqual({ country: 'DE', national: '30123456' });
    expect(splitPhone('+91-81234-56789', 'US')).toEqual({ country: 'IN', national: '81234-56789' });
    expect(splitPhone('+1 416 555 0199', 'US')).toEqual({ country: 'CA', national: '416 555 0199' });
    // Not a valid number yet: the longest known calling code decides, the default country when it shares it.
    expect(splitPhone('+1', 'CA')).toEqual({ country: 'CA', national: '' });
    expect(splitPhone('+1 12', 'GB')).toEqual({ country: 'US', national: '12' });
    expect(splitPhone('+44 1', 'US')).toEqual({ country: 'GB', national: '1' });
    expect(splitPhone(null, 'DE')).toEqual({ country: 'DE', national: '' });
  });

  it('takes the default country from phoneOptions, else the window setting, else US', async () => {
    window.PORTICO_PHONE_COUNTRY = 'in';
    const { unmount } = await renderForm(definitionOf(phone()));
    expect(countryPicker()).toHaveValue('IN');
    unmount();
    const again = await renderForm(definitionOf(phone({ phoneOptions: { defaultCountryCode: 'DE' } })));
    expect(countryPicker()).toHaveValue('DE');
    again.unmount();
    window.PORTICO_PHONE_COUNTRY = 'nowhere';
    await renderForm(definitionOf(phone()));
    expect(countryPicker()).toHaveValue('US');
  });

  it('names the countries in the current language', async () => {
    await renderForm(definitionOf(phone()), { language: 'de' });
    expect(screen.getByRole('option', { name: 'Vereinigte Staaten (+1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Deutschland (+49)' })).toBeInTheDocument();
  });

  it('shows the international format in read-only mode, or the value as stored', async () => {
    await renderForm(
      definitionOf(
        phone({ name: 'a', label: 'Home' }),
        phone({ name: 'b', label: 'Work' }),
        phone({ name: 'c', label: 'Other' }),
      ),
      { mode: 'readonly', initialValues: { a: '+442079460958', b: '+1415-555-2671', c: '+999 12' } },
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.getByText('+1 415 555 2671')).toBeInTheDocument();
    expect(screen.getByText('+999 12')).toBeInTheDocument();
  });
});
