import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../test/render-form.js';

/*
 * An error goes while the person types the fix: once a field has shown an error, each change re-validates
 * it, whether the error came from a blur or a submit. A field that has shown no error waits for its blur.
 */

const year = {
  name: 'endYear',
  label: 'End year',
  type: 'text' as const,
  rules: [{ type: 'regex' as const, value: '^\\d{4}$', message: 'Use four digits.' }],
};
const other = { name: 'school', label: 'School', type: 'text' as const };

describe('an error clears while the person types the fix', () => {
  it('an error shown on blur goes while typing the valid value, without leaving the field', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(year, other));
    const input = screen.getByRole('textbox', { name: /End year/ });
    await user.type(input, '18');
    await user.tab();
    expect(await screen.findByText('Use four digits.')).toBeInTheDocument();

    await user.click(input);
    await user.clear(input);
    await user.type(input, '2018');
    await waitFor(() => expect(screen.queryByText('Use four digits.')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    // Having shown an error, the field keeps checking as it changes: a wrong value again says so at once.
    await user.type(input, '9');
    expect(await screen.findByText('Use four digits.')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('after a failed submit, typing the valid value removes the error and the next submit goes through', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(year), { onSubmit, initialValues: { endYear: '2018' } });
    const input = screen.getByRole('textbox', { name: /End year/ });
    await user.clear(input);
    await user.type(input, '18');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Use four digits.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2018');
    await waitFor(() => expect(screen.queryByText('Use four digits.')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ endYear: '2018' }));
  });

  it('a field that has shown no error stays quiet while typing, and is checked when left', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(year, other));
    // Another field's error does not make this one check while typing.
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'x');
    const input = screen.getByRole('textbox', { name: /End year/ });
    await user.type(input, '1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Use four digits.')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(await screen.findByText('Use four digits.')).toBeInTheDocument();
  });
});
