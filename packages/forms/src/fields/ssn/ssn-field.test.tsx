import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('ssn field', () => {
  it('formats as XXX-XX-XXXX while typing, capped at 9 digits and 11 characters', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'ssn', label: 'Social security number', type: 'ssn' }), {
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Social security number' });
    expect(input).toHaveAttribute('placeholder', 'XXX-XX-XXXX');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '11');
    await user.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await user.type(input, 'a5 6789999');
    expect(input).toHaveValue('123-45-6789');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ssn: '123-45-6789' }));
  });

  it('keeps the caret among the digits when editing in the middle', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf({ name: 'ssn', label: 'SSN', type: 'ssn' }));
    const input = screen.getByRole('textbox', { name: 'SSN' }) as HTMLInputElement;
    await user.type(input, '12346789');
    expect(input).toHaveValue('123-46-789');
    // Put the caret after "4" and type the missing 5: the dash moves, the caret stays after the new digit.
    await user.type(input, '5', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('123-45-6789');
    expect(input.selectionStart).toBe(6);
    // A letter is rejected and the caret stays where it was.
    await user.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('123-45-6789');
    expect(input.selectionStart).toBe(2);
  });

  it('reports an incomplete number from core on blur', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf({ name: 'ssn', label: 'SSN', type: 'ssn' }));
    const input = screen.getByRole('textbox', { name: 'SSN' });
    await user.type(input, '12345');
    await user.tab();
    const message = 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);
  });

  it('shows the formatted number in read-only mode, or [ CONFIDENTIAL ]', async () => {
    await renderForm(
      definitionOf(
        { name: 'a', label: 'Plain', type: 'ssn' },
        { name: 'b', label: 'Secret', type: 'ssn', confidential: true },
      ),
      { mode: 'readonly', initialValues: { a: '123456789', b: '987-65-4321' } },
    );
    expect(screen.getByText('123-45-6789')).toBeInTheDocument();
    expect(screen.getByText('[ CONFIDENTIAL ]')).toBeInTheDocument();
    expect(screen.queryByText('987-65-4321')).not.toBeInTheDocument();
  });
});
