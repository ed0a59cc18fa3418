import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

const colours: FormItem = {
  name: 'colours',
  label: 'Colours',
  type: 'checkbox',
  checkboxOptions: {
    choices: [
      { label: 'Red', value: 'red' },
      { label: 'Green', value: 'green' },
      { label: 'Blue', value: 'blue' },
    ],
  },
};

describe('checkbox group', () => {
  it('keeps the ticked choice values in choice order and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(colours), { onSubmit });
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Blue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Red' }));
    expect(screen.getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Green' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ colours: ['red', 'blue'] }));
  });

  it('is operable with the keyboard: Tab between boxes, Space ticks and unticks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({ ...colours, checkboxOptions: { ...colours.checkboxOptions, direction: 'horizontal' } }),
      {
        onSubmit,
      },
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Red' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Green' })).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Blue' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ colours: ['green'] }));
  });

  it('requires at least one choice, and focuses the first box on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ ...colours, required: true }), { onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Colours is required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Colours/ })).toHaveAccessibleDescription('Colours is required');
    expect(screen.getByRole('checkbox', { name: 'Red' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Red' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // Unticking the last box makes the group empty (required) again.
    await user.click(screen.getByRole('checkbox', { name: 'Green' }));
    await waitFor(() => expect(screen.queryByText('Colours is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Green' }));
    expect(await screen.findByText('Colours is required')).toBeInTheDocument();
  });

  it('validates when focus leaves the group, not when it moves between boxes', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf({ ...colours, required: true }, { name: 'note', label: 'Note', type: 'text' }),
    );
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Colours is required')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(await screen.findByText('Colours is required')).toBeInTheDocument();
  });

  it('renders switches with toggle: true', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({
        name: 'alerts',
        label: 'Alerts',
        type: 'checkbox',
        checkboxOptions: {
          toggle: true,
          choices: [
            { label: 'Email', value: 'email' },
            { label: 'Text message', value: 'sms' },
          ],
        },
      }),
      { onSubmit, initialValues: { alerts: ['sms'] } },
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const email = screen.getByRole('switch', { name: 'Email' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Text message' })).toBeChecked();
    await user.click(email);
    expect(email).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ alerts: ['email', 'sms'] }));
  });

  it('is disabled for a read-only item but still shows its value', async () => {
    await renderForm(definitionOf({ ...colours, readonly: true }), { initialValues: { colours: ['green'] } });
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Green' })).toBeChecked();
  });

  it('shows the ticked labels in read-only mode', async () => {
    await renderForm(definitionOf(colours, { ...colours, name: 'other', label: 'Other colours' }), {
      mode: 'readonly',
      initialValues: { colours: ['red', 'blue'], other: [] },
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Red, Blue')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
