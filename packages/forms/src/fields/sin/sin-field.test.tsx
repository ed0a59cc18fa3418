import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('sin field', () => {
  it('formats as XXX-XXX-XXX while typing, capped at 9 digits and 11 characters', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'sin', label: 'Social insurance number', type: 'sin' }), {
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Social insurance number' });
    expect(input).toHaveAttribute('placeholder', 'XXX-XXX-XXX');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '11');
    await user.type(input, '1234567');
    expect(input).toHaveValue('123-456-7');
    await user.type(input, '89123');
    expect(input).toHaveValue('123-456-789');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ sin: '123-456-789' }));
  });

  it('keeps the caret in place when a digit is deleted in the middle', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf({ name: 'sin', label: 'SIN', type: 'sin' }));
    const input = screen.getByRole('textbox', { name: 'SIN' }) as HTMLInputElement;
    await user.type(input, '123456789');
    // Delete the "5" (caret after it): the digits regroup and the caret stays after "4".
    await user.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('123-467-89');
    expect(input.selectionStart).toBe(5);
  });

  it('reports an incomplete number from core and requires a value when asked', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf({ name: 'sin', label: 'SIN', type: 'sin', required: true }));
    const input = screen.getByRole('textbox', { name: /SIN/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('SIN is required')).toBeInTheDocument();
    await user.type(input, '1234');
    await user.tab();
    expect(
      await screen.findByText('Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.'),
    ).toBeInTheDocument();
  });

  it('shows the formatted number in read-only mode', async () => {
    await renderForm(definitionOf({ name: 'sin', label: 'SIN', type: 'sin' }), {
      mode: 'readonly',
      initialValues: { sin: '123456789' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('123-456-789')).toBeInTheDocument();
  });
});
