import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/definition.js';
import { createTestI18n, testRegistry, withI18n } from '../test/render-form.js';
import {
  MOVE_BUTTON_DEBOUNCE_MS,
  PreboardingAdminForm,
  type PreboardingAdminFormProps,
} from './preboarding-admin-form.js';

const definition: FormDefinition = {
  sections: [
    {
      title: 'Before your first day',
      items: [
        { name: 'legal', label: 'Legal name', type: 'text', required: true },
        { name: 'nickname', label: 'Preferred name', type: 'text' },
      ],
    },
    {
      title: 'Equipment',
      items: [
        { name: 'laptop', label: 'Laptop preference', type: 'text' },
        { name: 'hologram', label: 'Hologram', type: 'hologram' as never },
      ],
    },
  ],
};

function callbacks() {
  return { onDuplicate: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onMove: vi.fn() };
}

async function renderAdmin(props: Partial<PreboardingAdminFormProps> = {}) {
  const i18n = await createTestI18n();
  const handlers = callbacks();
  render(
    withI18n(
      i18n,
      <PreboardingAdminForm definition={definition} registry={testRegistry} {...handlers} {...props} />,
    ),
  );
  return handlers;
}

const row = (label: string) => screen.getByRole('group', { name: label });

afterEach(() => {
  vi.useRealTimers();
});

describe('PreboardingAdminForm', () => {
  it('lists every question with its type, required marker and five named buttons', async () => {
    await renderAdmin();
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Before your first day' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.firstChild?.textContent)).toEqual([
      'Legal name',
      'Preferred name',
      'Laptop preference',
      'Hologram',
    ]);
    expect(items[0]).toHaveTextContent('Type: text');
    expect(within(items[0]!).getByText('Required')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Required')).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('This field cannot be shown.');
    expect(items[0]).not.toHaveTextContent('This field cannot be shown.');
    expect(
      within(row('Legal name'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Move question up',
      'Move question down',
      'Duplicate question',
      'Edit question',
      'Delete question',
    ]);
  });

  it('shows each tooltip on keyboard focus, with the same words as the button name', async () => {
    const user = userEvent.setup();
    await renderAdmin();
    // Move up of the first question is disabled, so the first tab stop is its Move down.
    await user.tab();
    expect(within(row('Legal name')).getByRole('button', { name: 'Move question down' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Move question down');
    for (const name of ['Duplicate question', 'Edit question', 'Delete question']) {
      await user.tab();
      const button = within(row('Legal name')).getByRole('button', { name });
      expect(button).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      expect(button).toHaveAccessibleName(name);
    }
  });

  it('disables Move up on the first question and Move down on the last', async () => {
    await renderAdmin();
    const up = (label: string) => within(row(label)).getByRole('button', { name: 'Move question up' });
    const down = (label: string) => within(row(label)).getByRole('button', { name: 'Move question down' });
    expect(up('Legal name')).toBeDisabled();
    expect(down('Legal name')).toBeEnabled();
    expect(up('Laptop preference')).toBeEnabled();
    expect(down('Laptop preference')).toBeEnabled();
    expect(up('Hologram')).toBeEnabled();
    expect(down('Hologram')).toBeDisabled();
  });

  it('calls duplicate, edit and delete with the question name', async () => {
    const user = userEvent.setup();
    const handlers = await renderAdmin();
    await user.click(within(row('Preferred name')).getByRole('button', { name: 'Duplicate question' }));
    await user.click(within(row('Laptop preference')).getByRole('button', { name: 'Edit question' }));
    await user.click(within(row('Legal name')).getByRole('button', { name: 'Delete question' }));
    expect(handlers.onDuplicate).toHaveBeenCalledExactlyOnceWith('nickname');
    expect(handlers.onEdit).toHaveBeenCalledExactlyOnceWith('laptop');
    expect(handlers.onDelete).toHaveBeenCalledExactlyOnceWith('legal');
  });

  it('moves once per burst of clicks within 300 ms', async () => {
    const { onMove } = await renderAdmin();
    // Fake timers after the (promise-based) i18n set-up; fireEvent because user-event waits on real timers.
    vi.useFakeTimers();
    const down = within(row('Preferred name')).getByRole('button', { name: 'Move question down' });
    const up = within(row('Laptop preference')).getByRole('button', { name: 'Move question up' });
    fireEvent.click(down);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('nickname', 'down');
    fireEvent.click(down);
    act(() => vi.advanceTimersByTime(MOVE_BUTTON_DEBOUNCE_MS - 50));
    fireEvent.click(up);
    act(() => vi.advanceTimersByTime(MOVE_BUTTON_DEBOUNCE_MS - 50));
    fireEvent.click(down);
    expect(onMove).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(MOVE_BUTTON_DEBOUNCE_MS));
    fireEvent.click(up);
    expect(onMove).toHaveBeenCalledTimes(2);
    expect(onMove).toHaveBeenLastCalledWith('laptop', 'up');
  });

  it('keeps focus on a move button when the moved question reaches an end', async () => {
    const user = userEvent.setup();
    const i18n = await createTestI18n();
    function Editor() {
      const [items, setItems] = useState(definition.sections[0]!.items);
      const onMove = (name: string, direction: 'up' | 'down') =>
        setItems((current) => {
          const from = current.findIndex((i) => i.name === name);
          const to = direction === 'up' ? from - 1 : from + 1;
          const next = [...current];
          [next[from], next[to]] = [next[to]!, next[from]!];
          return next;
        });
      const noop = () => {};
      return (
        <PreboardingAdminForm
          definition={{ sections: [{ title: 'Questions', items }] }}
          registry={testRegistry}
          onDuplicate={noop}
          onEdit={noop}
          onDelete={noop}
          onMove={onMove}
        />
      );
    }
    render(withI18n(i18n, <Editor />));
    await user.click(within(row('Preferred name')).getByRole('button', { name: 'Move question up' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Preferred name');
    expect(within(row('Preferred name')).getByRole('button', { name: 'Move question up' })).toBeDisabled();
    expect(within(row('Preferred name')).getByRole('button', { name: 'Move question down' })).toHaveFocus();
  });
});
