import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../core/definition.js';
import { SimpleForm } from '../layouts/simple-form.js';
import { createTestI18n, definitionOf, testRegistry, withI18n } from '../test/render-form.js';
import { VISIBILITY_DEBOUNCE_MS } from './visibility.js';

const definition = definitionOf(
  { name: 'a', label: 'A', type: 'text' },
  {
    name: 'list',
    label: 'Jobs',
    type: 'dynamicList',
    dynamicListOptions: {
      items: [{ name: 'company', label: 'Company', type: 'text' }],
      addButton: { text: 'Add a job' },
    },
  },
);

const entries = () => screen.queryAllByRole('group', { name: /^Entry \d+$/ });

/** A simple form over `definition` that can be given new initial values while mounted. */
async function mountWith(initialValues: FormValues, onChange: (values: FormValues) => void) {
  const i18n = await createTestI18n();
  const ui = (values: FormValues) =>
    withI18n(
      i18n,
      <SimpleForm
        registry={testRegistry}
        definition={definition}
        aria-label="Test form"
        initialValues={values}
        onChange={onChange}
      />,
    );
  const view = render(ui(initialValues));
  return { rerender: (values: FormValues) => view.rerender(ui(values)) };
}

describe('new initial values for a mounted form', () => {
  // The reset remounted every entry, and the outgoing entries' fields unregistered the names the incoming
  // ones had just taken: the last report had `list: [null, {…}]` after one entry, no `list` after two.
  it.each([
    ['one entry', [{ company: 'One' }]],
    ['two entries', [{ company: 'One' }, { company: 'Uno' }]],
  ])('reports the dynamic lists with the reset values (list had %s)', async (_, list) => {
    const onChange = vi.fn();
    const { rerender } = await mountWith({ a: 'x', list }, onChange);
    expect(entries()).toHaveLength(list.length);

    await act(async () => {
      rerender({ a: 'y', list: [{ company: 'Two' }, { company: 'Three' }] });
    });
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveValue('y');
    // Past the visibility debounce, so any later report has come in.
    await new Promise((resolve) => setTimeout(resolve, VISIBILITY_DEBOUNCE_MS + 30));
    expect(onChange).toHaveBeenLastCalledWith({
      a: 'y',
      list: [{ company: 'Two' }, { company: 'Three' }],
    });
  });

  it.each([
    ['one entry', [{ company: 'One' }]],
    ['two entries', [{ company: 'One' }, { company: 'Uno' }]],
  ])('still reports the lists when a field is edited after the reset (list had %s)', async (_, list) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = await mountWith({ a: 'x', list }, onChange);
    await act(async () => {
      rerender({ a: 'y', list: [{ company: 'Two' }, { company: 'Three' }] });
    });
    await waitFor(() => expect(entries()).toHaveLength(2));

    await user.type(screen.getByRole('textbox', { name: 'A' }), 'z');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        a: 'yz',
        list: [{ company: 'Two' }, { company: 'Three' }],
      }),
    );

    const second = screen.getByRole('group', { name: 'Entry 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Company' }), '!');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        a: 'yz',
        list: [{ company: 'Two' }, { company: 'Three!' }],
      }),
    );
  });

  it('keeps Add and Delete working on the entries of a shorter reset list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = await mountWith(
      { a: 'x', list: [{ company: 'One' }, { company: 'Uno' }, { company: 'Eins' }] },
      onChange,
    );
    await act(async () => {
      rerender({ a: 'y', list: [{ company: 'Two' }] });
    });
    await waitFor(() => expect(entries()).toHaveLength(1));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ a: 'y', list: [{ company: 'Two' }] }));

    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Entry 2' })).getByRole('textbox', { name: 'Company' }),
      'Three',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    expect(entries()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Three');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ a: 'y', list: [{ company: 'Three' }] }));
  });
});
