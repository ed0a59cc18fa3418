import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('number field', () => {
  it('is a text input with a decimal keyboard and stores what is typed as a number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'years', label: 'Years of experience', type: 'number' }), {
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Years of experience' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, ' 2.50 ');
    await user.tab();
    expect(input).toHaveValue('2.50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ years: 2.5 }));
  });

  it('keeps text that is not a number so core reports it, and stores null when cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'age', label: 'Age', type: 'number' }), { onSubmit });
    const input = screen.getByRole('textbox', { name: 'Age' });
    await user.type(input, '12abc');
    await user.tab();
    expect(input).toHaveValue('12abc');
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Enter a valid number.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ age: null }));
  });

  it('checks min and max values and the required rule', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf({
        name: 'hours',
        label: 'Hours per week',
        type: 'number',
        required: true,
        rules: [
          { type: 'minValue', value: 1 },
          { type: 'maxValue', value: 60 },
        ],
      }),
    );
    const input = screen.getByRole('textbox', { name: /Hours per week/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Hours per week is required')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, '61');
    expect(await screen.findByText('Enter a value less than or equal to 60.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '40');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows an initial number and formats it in read-only mode', async () => {
    const { unmount } = await renderForm(definitionOf({ name: 'salary', label: 'Salary', type: 'number' }), {
      initialValues: { salary: 85000 },
    });
    expect(screen.getByRole('textbox', { name: 'Salary' })).toHaveValue('85000');
    unmount();
    await renderForm(definitionOf({ name: 'salary', label: 'Salary', type: 'number' }), {
      mode: 'readonly',
      initialValues: { salary: 85000.5 },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('85,000.5')).toBeInTheDocument();
  });
});
