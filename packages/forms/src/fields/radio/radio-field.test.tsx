import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

const size: FormItem = {
  name: 'size',
  label: 'Team size',
  type: 'radio',
  radioOptions: {
    direction: 'horizontal',
    choices: [
      { label: 'Small', value: 1 },
      { label: 'Medium', value: 2 },
      { label: 'Large', value: 3 },
    ],
  },
};

describe('radio group', () => {
  it('chooses one value, keeping its type', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(size), { onSubmit });
    expect(screen.getByRole('group', { name: 'Team size' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ size: 2 }));
  });

  it('is one tab stop on the chosen radio, and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(size, { name: 'note', label: 'Note', type: 'text' }), {
      onSubmit,
      initialValues: { size: 2 },
    });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ size: 1 })));
  });

  it('is required while nothing is chosen, and focuses the first radio on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ ...size, required: true }), { onSubmit, initialValues: { size: null } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team size is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Small' })).toBeRequired();
    expect(screen.getByRole('group', { name: /Team size/ })).toHaveAccessibleDescription(
      'Team size is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.queryByText('Team size is required')).not.toBeInTheDocument());
  });

  it('shows the chosen label in read-only mode', async () => {
    await renderForm(definitionOf(size, { ...size, name: 'other', label: 'Other size' }), {
      mode: 'readonly',
      initialValues: { size: 3, other: '' },
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Large')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
