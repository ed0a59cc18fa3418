import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';
import { formatDate, parseDateText } from './date-format.js';

/** Sunday 22 November 2026, mid-morning. */
const NOW = new Date(2026, 10, 22, 10, 30);
const now = () => NOW;
const date = (extra: Partial<FormItem> = {}): FormItem => ({
  name: 'start',
  label: 'Start',
  type: 'date',
  ...extra,
});
const input = () => screen.getByRole('textbox', { name: /Start/ }) as HTMLInputElement;

describe('date format helpers', () => {
  it('read and write display formats', () => {
    expect(parseDateText('3/5/2026', 'MM/DD/YYYY')).toEqual(new Date(2026, 2, 5));
    expect(parseDateText('15.03.2026', 'DD.MM.YYYY')).toEqual(new Date(2026, 2, 15));
    expect(parseDateText('02/30/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateText('2026-03-05', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateText('07/2026', 'MM/YYYY')).toEqual(new Date(2026, 6, 1));
    expect(formatDate(new Date(2026, 2, 5), 'DD.MM.YYYY')).toBe('05.03.2026');
    expect(formatDate(new Date(2026, 2, 5), 'M/D/YYYY')).toBe('3/5/2026');
  });
});

describe('date field', () => {
  it('commits a typed date on Enter, stores it as ISO and shows it in the format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date()), { now, onChange, onSubmit });
    expect(input()).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.type(input(), '3/5/2026');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-05' });
    expect(input()).toHaveValue('03/05/2026');
    expect(input()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2026-03-05' }));
  });

  it('clears invalid text on blur, and a cleared date is empty for "required"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date({ required: true })), {
      now,
      onSubmit,
      initialValues: { start: '2026-01-10' },
    });
    expect(input()).toHaveValue('01/10/2026');
    await user.clear(input());
    await user.type(input(), '13/45/2026');
    await user.tab();
    expect(input()).toHaveValue('');
    // Moving to the picker button is still inside the field; leaving it validates.
    expect(screen.queryByText('Start is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Start is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input()).toHaveFocus();
  });

  it('with "today" is read-only and holds today without the person doing anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date({ dateOptions: { today: true } })), { now, onSubmit });
    await waitFor(() => expect(input()).toHaveValue('11/22/2026'));
    expect(input()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Choose a date/ })).not.toBeInTheDocument();
    await user.type(input(), '1');
    expect(input()).toHaveValue('11/22/2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2026-11-22' }));
  });

  it('with "readonly" shows its value without a picker', async () => {
    await renderForm(definitionOf(date({ dateOptions: { readonly: true } })), {
      now,
      initialValues: { start: '2026-02-01' },
    });
    expect(input()).toHaveValue('02/01/2026');
    expect(input()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Choose a date/ })).not.toBeInTheDocument();
  });

  it('picks a day in the calendar popover; days outside enableFrom / enableUntil are blocked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date({ dateOptions: { enableFrom: 0, enableUntil: '2026-12-02' } })), {
      now,
      onSubmit,
    });
    const button = screen.getByRole('button', { name: 'Choose a date Start' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    const grid = within(dialog).getByRole('grid', { name: 'Choose a date, November 2026' });
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const day = (name: string) => within(grid).getByRole('button', { name: new RegExp(`${name}, 2026`) });
    expect(day('November 21')).toHaveAttribute('aria-disabled', 'true');
    expect(day('November 22')).not.toHaveAttribute('aria-disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(grid).toHaveAccessibleName('Choose a date, December 2026');
    expect(day('December 3')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('December 2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveValue('12/02/2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2026-12-02' }));
  });

  it('is keyboard operable: Alt+ArrowDown opens the calendar, arrows move, Enter picks, focus returns', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date()), { now, onSubmit, initialValues: { start: '2026-11-10' } });
    await user.click(input());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /November 10, 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveValue('11/18/2026');
    await waitFor(() => expect(input()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Choose a date Start' }));
    const again = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a date Start' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2026-11-18' }));
  });

  it('reports a typed date outside the enabled days from core', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(date({ dateOptions: { enableFrom: 0 } })), { now });
    await user.type(input(), '11/21/2026');
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Enter a date on or after 2026-11-22.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the item format and placeholder, and month and year pickers store YYYY-MM and YYYY', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        date({
          name: 'a',
          label: 'Start A',
          dateOptions: { dateFormat: 'DD.MM.YYYY', placeholder: 'TT.MM.JJJJ' },
        }),
        date({ name: 'b', label: 'Start B', dateOptions: { picker: 'month' } }),
        date({ name: 'c', label: 'Start C', dateOptions: { picker: 'year' } }),
      ),
      { now, onSubmit },
    );
    const a = screen.getByRole('textbox', { name: 'Start A' });
    expect(a).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await user.type(a, '15.03.2026{Enter}');
    const b = screen.getByRole('textbox', { name: 'Start B' });
    expect(b).toHaveAttribute('placeholder', 'MM/YYYY');
    await user.type(b, '4/2025{Enter}');
    expect(b).toHaveValue('04/2025');
    await user.click(screen.getByRole('button', { name: 'Choose a year Start C' }));
    const years = await screen.findByRole('listbox', { name: 'Choose a year, 2016 – 2027' });
    await user.click(within(years).getByRole('option', { name: '2020' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start C' })).toHaveValue('2020');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ a: '2026-03-15', b: '2025-04', c: '2020' }));
  });

  it('picks a month in the month picker, blocking months outside the enabled days', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(date({ dateOptions: { picker: 'month', enableUntil: 0 } })), {
      now,
      onSubmit,
    });
    await user.click(screen.getByRole('button', { name: 'Choose a month Start' }));
    const months = await screen.findByRole('listbox', { name: 'Choose a month, 2026' });
    expect(within(months).getByRole('option', { name: 'December 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'July 2025' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input()).toHaveValue('07/2025');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '2025-07' }));
  });

  it('shows the date in the display format in read-only mode', async () => {
    await renderForm(
      definitionOf(
        date({ name: 'a', label: 'Start' }),
        date({ name: 'b', label: 'End', dateOptions: { dateFormat: 'DD.MM.YYYY' } }),
        date({ name: 'c', label: 'Month', dateOptions: { picker: 'month' } }),
      ),
      { now, mode: 'readonly', initialValues: { a: '2026-03-05', b: '2026-03-05', c: '2026-03' } },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('03/05/2026')).toBeInTheDocument();
    expect(screen.getByText('05.03.2026')).toBeInTheDocument();
    expect(screen.getByText('03/2026')).toBeInTheDocument();
  });
});
