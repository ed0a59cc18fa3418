import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('email field', () => {
  it('is an email input with email keyboard and autocomplete, trimmed on blur', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ name: 'mail', label: 'Email', type: 'email', required: true }), {
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.type(input, '  ada@example.com  ');
    await user.tab();
    expect(input).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mail: 'ada@example.com' }));
  });

  it('reports an invalid address from core on blur, and takes placeholder and autocomplete from emailOptions', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({
        name: 'work',
        label: 'Work email',
        type: 'email',
        emailOptions: { placeholder: 'you@company.com', autocomplete: 'work email' },
      }),
      { onSubmit },
    );
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input).toHaveAttribute('placeholder', 'you@company.com');
    expect(input).toHaveAttribute('autocomplete', 'work email');
    await user.type(input, 'ada@');
    await user.tab();
    const message = 'Email is invalid. Use the format "name@example.com".';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    await user.type(input, 'example.org');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('shows the address as plain text in read-only mode', async () => {
    await renderForm(definitionOf({ name: 'mail', label: 'Email', type: 'email' }), {
      mode: 'readonly',
      initialValues: { mail: 'ada@example.com' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});
