import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

const rating: FormItem = { name: 'rating', label: 'How was the interview?', type: 'star_rating' };
const NAMES = ['Poor', 'Average', 'Good', 'Very Good', 'Excellent'];

describe('star rating', () => {
  it('offers five named stars as a radio group and submits the chosen number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(rating), { onSubmit });
    const group = screen.getByRole('group', { name: 'How was the interview?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const name of NAMES) expect(screen.getByRole('radio', { name })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Very Good' }));
    expect(screen.getByRole('radio', { name: 'Very Good' })).toBeChecked();
    expect(group).toHaveTextContent('Very Good');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4 }));
  });

  it('is operable with the keyboard: one tab stop, arrow keys choose', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(rating), { onSubmit });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Poor' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Good' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Average' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 2 }));
  });

  it('is required until a star is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ ...rating, label: 'Rating', required: true }), { onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Poor' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Poor' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    await waitFor(() => expect(screen.queryByText('Rating is required')).not.toBeInTheDocument());
  });

  it('shows the rating but cannot be changed when disabled (read-only item)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ ...rating, readonly: true }), { onSubmit, initialValues: { rating: 3 } });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByRole('group')).toHaveTextContent('Good');
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 3 }));
  });

  it('reads "4 of 5 (Very Good)" in read-only mode', async () => {
    await renderForm(definitionOf(rating, { ...rating, name: 'other', label: 'Other' }), {
      mode: 'readonly',
      initialValues: { rating: 4, other: 0 },
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('4 of 5 (Very Good)')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
