import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

const consent: FormItem = {
  name: 'consent',
  label: 'I agree to the terms',
  type: 'checkboxItem',
  required: true,
  help: 'You can withdraw at any time.',
};

describe('checkbox item', () => {
  it('must be ticked when required: error, focus, then ticking with Space submits true', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(consent), { onSubmit });
    const box = screen.getByRole('checkbox', { name: /I agree to the terms/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('You can withdraw at any time.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('I agree to the terms is required')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can withdraw at any time. I agree to the terms is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(screen.queryByText('I agree to the terms is required')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ consent: true }));
  });

  it('toggles by its label and keeps a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({ name: 'news', label: 'Send me news', type: 'checkboxItem', newItem: true }),
      {
        onSubmit,
        initialValues: { news: true },
      },
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /Send me news/ });
    expect(box).toBeChecked();
    await user.click(screen.getByText('Send me news'));
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ news: false }));
  });

  it('is named by ariaLabel when it has no visible label, and disabled when read-only', async () => {
    await renderForm(
      definitionOf({ name: 'locked', ariaLabel: 'Locked choice', type: 'checkboxItem', readonly: true }),
      {
        initialValues: { locked: true },
      },
    );
    const box = screen.getByRole('checkbox', { name: 'Locked choice' });
    expect(box).toBeDisabled();
    expect(box).toBeChecked();
  });

  it('reads "Yes" when ticked and "Not provided" when not, in read-only mode', async () => {
    await renderForm(definitionOf(consent, { name: 'news', label: 'Send me news', type: 'checkboxItem' }), {
      mode: 'readonly',
      initialValues: { consent: true, news: false },
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
