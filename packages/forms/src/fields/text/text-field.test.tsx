import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('text field', () => {
  it('validates on blur with the named required message and trims on blur', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'first', label: 'First name:', type: 'text', required: true }), {
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: /First name/ });
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name is required');
    await user.type(input, '  Ada  ');
    await user.tab();
    expect(input).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first: 'Ada' }));
  });

  it('focuses the first invalid field on submit, and Enter in an input does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        { name: 'a', label: 'Alpha', type: 'text' },
        { name: 'b', label: 'Beta', type: 'text', required: true },
        { name: 'c', label: 'Gamma', type: 'text', required: true },
      ),
      { onSubmit },
    );
    await user.type(screen.getByRole('textbox', { name: 'Alpha' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Beta is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Beta is required')).toBeInTheDocument();
    expect(screen.getByText('Gamma is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Beta/ })).toHaveFocus();
  });

  it('hides a dependent field (after the debounce) and skips it in validation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        { name: 'role', label: 'Role', type: 'text' },
        {
          name: 'team',
          label: 'Team',
          type: 'text',
          required: true,
          dependencies: ['role'],
          visibleWhen: { op: 'equals', field: 'role', value: 'manager' },
        },
      ),
      { onSubmit },
    );
    expect(screen.queryByRole('textbox', { name: /Team/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'manager');
    expect(await screen.findByRole('textbox', { name: /Team/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Role' }));
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'dev');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Team/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ role: 'dev' }));
  });

  it('injects server errors and focuses the first; initial values are not changes; reads only', async () => {
    const onChange = vi.fn();
    const definition = definitionOf(
      { name: 'a', label: 'Alpha', type: 'text' },
      { name: 'b', label: 'Beta', type: 'text' },
    );
    const { rerender } = await renderForm(definition, {
      initialValues: { a: 'one', b: 'two' },
      serverErrors: { b: 'Taken already' },
      onChange,
    });
    expect(await screen.findByText('Taken already')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Beta' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(rerender).toBeTypeOf('function');
  });

  it('shows plain text, [ CONFIDENTIAL ] and "Not provided" in read-only mode', async () => {
    await renderForm(
      definitionOf(
        { name: 'a', label: 'Alpha', type: 'text' },
        { name: 'b', label: 'Secret', type: 'text', confidential: true },
        { name: 'c', label: 'Gamma', type: 'text' },
      ),
      { mode: 'readonly', initialValues: { a: 'one', b: 'hidden' } },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByText('[ CONFIDENTIAL ]')).toBeInTheDocument();
    expect(screen.queryByText('hidden')).not.toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });

  it('logs "No component with type" and renders nothing for an unknown type', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const definition = definitionOf({ name: 'x', label: 'Mystery', type: 'hologram' as never });
    await renderForm(definition);
    expect(error).toHaveBeenCalledWith('No component with type', 'hologram');
    expect(screen.queryByText('Mystery')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
