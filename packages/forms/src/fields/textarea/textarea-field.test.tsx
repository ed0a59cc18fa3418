import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { definitionOf, renderForm } from '../../test/render-form.js';

describe('textarea field', () => {
  it('inserts a new line on Enter without submitting, and trims on blur', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({
        name: 'cover',
        label: 'Cover letter',
        type: 'textarea',
        required: true,
        textAreaOptions: { placeholder: 'Tell us about you', autocomplete: 'off' },
      }),
      { onSubmit },
    );
    const box = screen.getByRole('textbox', { name: /Cover letter/ });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('placeholder', 'Tell us about you');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('rows', '5');
    await user.type(box, '  Hello{Enter}World  ');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('  Hello\nWorld  ');
    await user.tab();
    expect(box).toHaveValue('Hello\nWorld');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cover: 'Hello\nWorld' }));
  });

  it('sizes the box and expands and collapses it with a button', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf(
        { name: 'a', label: 'Short', type: 'textarea', textAreaOptions: { size: 'small' } },
        {
          name: 'b',
          label: 'Long',
          type: 'textarea',
          textAreaOptions: { size: 'large', enableExpand: true },
        },
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Short' })).toHaveAttribute('rows', '3');
    expect(screen.getAllByRole('button', { name: 'Expand' })).toHaveLength(1);
    const long = screen.getByRole('textbox', { name: 'Long' });
    const rows = Number(long.getAttribute('rows'));
    const expand = screen.getByRole('button', { name: 'Expand' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveAttribute('aria-controls', long.id);
    await user.click(expand);
    const collapse = screen.getByRole('button', { name: 'Collapse' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(Number(long.getAttribute('rows'))).toBeGreaterThan(rows);
    collapse.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(long).toHaveAttribute('rows', String(rows));
  });

  it('reports a length rule from core on blur', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf({ name: 'bio', label: 'Bio', type: 'textarea', rules: [{ type: 'maxLength', value: 5 }] }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Too long');
    await user.tab();
    expect(await screen.findByText('Enter no more than 5 characters.')).toBeInTheDocument();
  });

  it('shows the text with its line breaks in read-only mode', async () => {
    await renderForm(definitionOf({ name: 'cover', label: 'Cover letter', type: 'textarea' }), {
      mode: 'readonly',
      initialValues: { cover: 'Line one\nLine two' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const text = screen.getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two');
  });
});
