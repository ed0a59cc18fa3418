import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

/** 22 November 2026. */
const now = () => new Date(2026, 10, 22, 9, 0);
const range = (extra: Partial<FormItem> = {}): FormItem => ({
  name: 'dates',
  label: 'Employment dates',
  type: 'dateRange',
  ...extra,
});
const start = () => screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement;
const end = () => screen.getByRole('textbox', { name: 'End date' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('date range field', () => {
  it('groups a start and an end month (MM/YYYY) and stores {startDate, endDate, isCurrent}', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(range({ required: true })), { now, onSubmit });
    expect(screen.getByRole('group', { name: /Employment dates/ })).toBeInTheDocument();
    expect(start()).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(end()).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(start(), '1/2024{Enter}');
    expect(start()).toHaveValue('01/2024');
    await user.type(end(), '06/2025');
    await user.tab();
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        dates: { startDate: '2024-01', endDate: '2025-06', isCurrent: false },
      }),
    );
  });

  it('reports a range with one end only from core on submit, and required when empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(range({ required: true })), { now, onSubmit });
    await user.click(submit());
    expect(await screen.findByText('Employment dates is required')).toBeInTheDocument();
    expect(start()).toHaveFocus();
    await user.type(start(), '03/2023{Enter}');
    await user.click(submit());
    expect(await screen.findByText('Please enter both a start and end date.')).toBeInTheDocument();
    expect(start()).toHaveAccessibleDescription('Please enter both a start and end date.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not report the missing end while the person moves from the start to the end', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(range()), { now });
    await user.type(start(), '03/2023');
    await user.tab();
    await user.tab();
    expect(end()).toHaveFocus();
    expect(screen.queryByText('Please enter both a start and end date.')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Please enter both a start and end date.')).toBeInTheDocument();
  });

  it('"I\'m currently in this role." sets the end to now and disables it; unticking enables it again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(range({ dateRangeOptions: { showCurrentCheck: true } })), {
      now,
      onSubmit,
    });
    await user.type(start(), '01/2024{Enter}');
    const current = screen.getByRole('checkbox', { name: "I'm currently in this role." });
    await user.click(current);
    expect(current).toBeChecked();
    expect(end()).toBeDisabled();
    expect(end()).toHaveValue('11/2026');
    expect(screen.getByRole('button', { name: 'Choose a month End date' })).toBeDisabled();
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        dates: { startDate: '2024-01', endDate: '2026-11', isCurrent: true },
      }),
    );
    await user.click(current);
    expect(end()).toBeEnabled();
    await user.clear(end());
    await user.type(end(), '05/2026{Enter}');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        dates: { startDate: '2024-01', endDate: '2026-05', isCurrent: false },
      }),
    );
  });

  it('takes its checkbox text and placeholders from the options', async () => {
    await renderForm(
      definitionOf(
        range({
          dateRangeOptions: {
            showCurrentCheck: true,
            checkboxText: 'I still study here.',
            placeholders: { start: 'From', end: 'To' },
          },
        }),
      ),
      { now },
    );
    expect(screen.getByRole('checkbox', { name: 'I still study here.' })).not.toBeChecked();
    expect(start()).toHaveAttribute('placeholder', 'From');
    expect(end()).toHaveAttribute('placeholder', 'To');
  });

  it.each([
    ['start', start],
    ['end', end],
  ])('clearing the %s clears the whole value', async (_, which) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(range({ dateRangeOptions: { showCurrentCheck: true } })), {
      now,
      onSubmit,
      initialValues: { dates: { startDate: '2024-01', endDate: '2025-06', isCurrent: false } },
    });
    expect(start()).toHaveValue('01/2024');
    expect(end()).toHaveValue('06/2025');
    await user.clear(which());
    await user.keyboard('{Enter}');
    expect(start()).toHaveValue('');
    expect(end()).toHaveValue('');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dates: null }));
  });

  it('opens an empty picker on pickerDefaultMonth and picks a month', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(range({ dateRangeOptions: { pickerDefaultMonth: '2020-05' } })), { now });
    await user.click(screen.getByRole('button', { name: 'Choose a month Start date' }));
    const months = await screen.findByRole('listbox', { name: 'Choose a month, 2020' });
    await user.click(within(months).getByRole('option', { name: 'March 2020' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(start()).toHaveValue('03/2020');
    // The end picker opens on the start and blocks months before it.
    await user.click(screen.getByRole('button', { name: 'Choose a month End date' }));
    const endMonths = await screen.findByRole('listbox', { name: 'Choose a month, 2020' });
    expect(within(endMonths).getByRole('option', { name: 'February 2020' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(endMonths).getByRole('option', { name: 'March 2020' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'August 2021' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(end()).toHaveValue('08/2021');
  });

  it('reports a future start when disallowFutureStartDate is set', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf(range({ dateRangeOptions: { disallowFutureStartDate: true, showCurrentCheck: true } })),
      { now },
    );
    await user.type(start(), '12/2026{Enter}');
    await user.click(screen.getByRole('checkbox', { name: "I'm currently in this role." }));
    await user.click(submit());
    expect(await screen.findByText('Start date cannot be in the future')).toBeInTheDocument();
  });

  it('shows "start – end" or "start – Present" in read-only mode', async () => {
    await renderForm(
      definitionOf(
        range({ name: 'a', label: 'Job A' }),
        range({ name: 'b', label: 'Job B' }),
        range({ name: 'c', label: 'Job C', dateRangeOptions: { dateFormat: 'MM/DD/YYYY' } }),
      ),
      {
        now,
        mode: 'readonly',
        initialValues: {
          a: { startDate: '2024-01', endDate: '2025-06', isCurrent: false },
          b: { startDate: '2024-01', endDate: '2026-11', isCurrent: true },
          c: { startDate: '2024-01-15', endDate: '2024-02-01', isCurrent: false },
        },
      },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('01/2024 – 06/2025')).toBeInTheDocument();
    expect(screen.getByText('01/2024 – Present')).toBeInTheDocument();
    expect(screen.getByText('01/15/2024 – 02/01/2024')).toBeInTheDocument();
  });
});
