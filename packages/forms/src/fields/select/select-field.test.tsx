import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem, SelectOption } from '../../core/definition.js';
import { SimpleForm } from '../../layouts/simple-form.js';
import { definitionOf, renderForm, testRegistry, withI18n } from '../../test/render-form.js';
import { fetchOptions } from './options.js';

const fruit: FormItem = {
  name: 'fruit',
  label: 'Fruit',
  type: 'select',
  selectOptions: {
    choices: [
      { label: 'banana', value: 'b' },
      { label: 'Cherry', value: 'c' },
      { label: 'apple', value: 'a' },
    ],
  },
};

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** The answer of an option endpoint: `{ data: { options } }`. */
const answer = (options: SelectOption[]) => options;

const cities: Record<string, SelectOption[]> = {
  '/api/cities?country=New%20Zealand': [
    { label: 'Auckland', value: 'AKL' },
    { label: 'Wellington', value: 'WLG' },
  ],
  '/api/cities?country=Fiji': [{ label: 'Suva', value: 'SUV' }],
};

const country: FormItem = {
  name: 'country',
  label: 'Country',
  type: 'select',
  selectOptions: {
    choices: [
      { label: 'New Zealand', value: 'New Zealand' },
      { label: 'Fiji', value: 'Fiji' },
    ],
  },
};
const city: FormItem = {
  name: 'city',
  label: 'City',
  type: 'dropdown',
  dependencies: ['country'],
  selectOptions: { apiEndpoint: '/api/cities?country={{parentValue}}' },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('select', () => {
  it('shows the default placeholder, keeps the choices in order and submits the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(fruit), { onSubmit });
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(optionTexts(select)).toEqual(['Select an option', 'banana', 'Cherry', 'apple']);
    expect(select).toHaveDisplayValue('Select an option');
    await user.selectOptions(select, 'Cherry');
    expect(select).toHaveDisplayValue('Cherry');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: 'c' }));
  });

  it('sorts by label ascending or descending and shows a custom placeholder', async () => {
    await renderForm(
      definitionOf(
        {
          ...fruit,
          selectOptions: { ...fruit.selectOptions, choicesSortOrder: 'ascending', placeholder: 'Pick one' },
        },
        {
          ...fruit,
          name: 'down',
          label: 'Down',
          selectOptions: { ...fruit.selectOptions, choicesSortOrder: 'descending' },
        },
      ),
    );
    expect(optionTexts(screen.getByRole('combobox', { name: 'Fruit' }))).toEqual([
      'Pick one',
      'apple',
      'banana',
      'Cherry',
    ]);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Down' }))).toEqual([
      'Select an option',
      'Cherry',
      'banana',
      'apple',
    ]);
  });

  it('is required: the error names the field, the select is focused, choosing clears it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf({ ...fruit, required: true }), { onSubmit });
    const select = screen.getByRole('combobox', { name: /Fruit/ });
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fruit is required')).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Fruit is required');
    await user.selectOptions(select, 'apple');
    await waitFor(() => expect(screen.queryByText('Fruit is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: 'a' }));
  });

  it('offers a checkbox list for multiple and submits the list of values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({
        ...fruit,
        required: true,
        selectOptions: { ...fruit.selectOptions, multiple: true, choicesSortOrder: 'ascending' },
      }),
      { onSubmit },
    );
    const group = screen.getByRole('group', { name: /Fruit/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['apple', 'banana', 'Cherry']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fruit is required')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'apple' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Cherry' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: ['a', 'c'] }));
  });

  it('resets a value no option has: null for one, left out of the list for multiple', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(fruit, {
        ...fruit,
        name: 'many',
        label: 'Many',
        selectOptions: { ...fruit.selectOptions, multiple: true },
      }),
      { onSubmit, initialValues: { fruit: 'zz', many: ['a', 'zz'] } },
    );
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveDisplayValue('Select an option');
    expect(screen.getByRole('checkbox', { name: 'apple' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fruit: null, many: ['a'] }));
  });

  it('loads the endpoint with the first dependency value, once per value, and resets a stale choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const getOptions = vi.fn(async (url: string) => answer(cities[url] ?? []));
    await renderForm(definitionOf(country, city), { onSubmit, loaders: { getOptions } });
    const citySelect = screen.getByRole('combobox', { name: 'City' });
    // No call while the parent is empty.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(getOptions).not.toHaveBeenCalled();
    expect(optionTexts(citySelect)).toEqual(['Select an option']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'New Zealand');
    expect(await within(citySelect).findByRole('option', { name: 'Wellington' })).toBeInTheDocument();
    expect(getOptions).toHaveBeenCalledWith('/api/cities?country=New%20Zealand');
    await user.selectOptions(citySelect, 'Wellington');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Fiji');
    expect(await within(citySelect).findByRole('option', { name: 'Suva' })).toBeInTheDocument();
    expect(citySelect).toHaveDisplayValue('Select an option');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'New Zealand');
    expect(await within(citySelect).findByRole('option', { name: 'Auckland' })).toBeInTheDocument();
    expect(getOptions).toHaveBeenCalledTimes(2);
    await user.selectOptions(citySelect, 'Auckland');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'New Zealand', city: 'AKL' }));

    // Emptying the parent empties the list and the choice made from it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Select an option');
    await waitFor(() => expect(optionTexts(citySelect)).toEqual(['Select an option']));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ country: null, city: null }));
    expect(getOptions).toHaveBeenCalledTimes(2);
  });

  it('keeps a dependent value when initial values arrive later with its parent', async () => {
    const onSubmit = vi.fn();
    const getOptions = vi.fn(async (url: string) => answer(cities[url] ?? []));
    const definition = definitionOf(country, city);
    const loaders = { getOptions };
    const props = {
      registry: testRegistry,
      definition,
      loaders,
      onSubmit,
      actions: <button type="submit">Submit</button>,
    };
    const { rerender, i18n } = await renderForm(definition, {
      loaders,
      initialValues: { country: 'Fiji', city: 'SUV' },
    });
    const citySelect = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(citySelect).toHaveDisplayValue('Suva'));
    rerender(
      withI18n(i18n, <SimpleForm {...props} initialValues={{ country: 'New Zealand', city: 'WLG' }} />),
    );
    await waitFor(() => expect(citySelect).toHaveDisplayValue('Wellington'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'New Zealand', city: 'WLG' }));
  });

  it('loads an endpoint once for every field and view that shows it', async () => {
    const getOptions = vi.fn(async () => answer([{ label: 'Design', value: 'design' }]));
    const departments: FormItem = {
      name: 'department',
      label: 'Department',
      type: 'select',
      selectOptions: { apiEndpoint: '/api/departments' },
    };
    const loaders = { getOptions };
    const first = await renderForm(
      definitionOf(departments, { ...departments, name: 'second', label: 'Second' }),
      {
        loaders,
      },
    );
    expect(
      await within(screen.getByRole('combobox', { name: 'Second' })).findByRole('option', { name: 'Design' }),
    ).toBeInTheDocument();
    first.unmount();
    await renderForm(definitionOf(departments), {
      loaders,
      mode: 'readonly',
      initialValues: { department: 'design' },
    });
    expect(await screen.findByText('Design')).toBeInTheDocument();
    expect(getOptions).toHaveBeenCalledTimes(1);
  });

  it('calls a registered apiCall with the parent value', async () => {
    const user = userEvent.setup();
    const teams = vi.fn(async (parent: unknown) => [
      { label: `${String(parent)} team`, value: `${String(parent)}-team` },
    ]);
    await renderForm(
      definitionOf(country, {
        name: 'team',
        label: 'Team',
        type: 'select',
        dependencies: ['country'],
        selectOptions: { apiCall: 'teams' },
      }),
      { loaders: { selectCalls: { teams } } },
    );
    expect(teams).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Fiji');
    expect(await screen.findByRole('option', { name: 'Fiji team' })).toBeInTheDocument();
    expect(teams).toHaveBeenCalledExactlyOnceWith('Fiji');
  });

  it('shows one "Not Applicable" option, chosen and disabled, when the loaded list is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const getOptions = vi.fn(async () => answer([]));
    await renderForm(
      definitionOf({
        name: 'region',
        label: 'Region',
        type: 'select',
        required: true,
        selectOptions: { apiEndpoint: '/api/regions' },
      }),
      { onSubmit, loaders: { getOptions } },
    );
    const select = screen.getByRole('combobox', { name: /Region/ });
    // The lone option is chosen in an effect after the list arrives: on a busy machine the field can be seen
    // disabled a render before it shows its value, so both are waited for.
    await waitFor(() => {
      expect(select).toBeDisabled();
      expect(select).toHaveDisplayValue('Not Applicable');
    });
    expect(optionTexts(select)).toEqual(['Select an option', 'Not Applicable']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ region: 'N/A' }));
  });

  it('chooses and disables a lone N/A option, also for multiple', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const getOptions = vi.fn(async () => answer([{ label: 'None needed', value: 'N/A' }]));
    await renderForm(
      definitionOf(
        { name: 'visa', label: 'Visa', type: 'select', selectOptions: { apiEndpoint: '/api/visas' } },
        {
          name: 'permits',
          label: 'Permits',
          type: 'select',
          selectOptions: { apiEndpoint: '/api/visas', multiple: true },
        },
      ),
      { onSubmit, loaders: { getOptions }, initialValues: { visa: 'H1B' } },
    );
    const select = screen.getByRole('combobox', { name: 'Visa' });
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveDisplayValue('None needed');
    const box = screen.getByRole('checkbox', { name: 'None needed' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ visa: 'N/A', permits: ['N/A'] }));
    expect(getOptions).toHaveBeenCalledTimes(1);
  });

  it('waits 25 ms before showing the loading state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = deferred<readonly SelectOption[]>();
      const getOptions = vi.fn(() => pending.promise);
      await renderForm(
        definitionOf({
          name: 'dept',
          label: 'Department',
          type: 'select',
          selectOptions: { apiEndpoint: '/api/slow' },
        }),
        { loaders: { getOptions } },
      );
      const select = screen.getByRole('combobox', { name: 'Department' });
      expect(select).toHaveAttribute('aria-busy', 'true');
      await act(() => vi.advanceTimersByTimeAsync(24));
      expect(screen.queryByText('Loading options…')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(within(select).getByRole('option', { name: 'Loading options…' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading options…');
      await act(async () => pending.resolve(answer([{ label: 'Design', value: 'design' }])));
      expect(optionTexts(select)).toEqual(['Select an option', 'Design']);
      expect(screen.queryByText('Loading options…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never flashes the loading state for a load faster than 25 ms', async () => {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const getOptions = vi.fn(
      () =>
        new Promise<readonly SelectOption[]>((resolve) =>
          setTimeout(() => resolve(answer([{ label: 'Design', value: 'design' }])), 5),
        ),
    );
    await renderForm(
      definitionOf({
        name: 'dept',
        label: 'Department',
        type: 'select',
        selectOptions: { apiEndpoint: '/api/fast' },
      }),
      { loaders: { getOptions } },
    );
    expect(await screen.findByRole('option', { name: 'Design' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('Loading options…'))).toBe(false);
  });

  it('retries a failed load and keeps the value meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const getOptions = vi
      .fn<(url: string) => Promise<readonly SelectOption[]>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(answer([{ label: 'Design', value: 'design' }]));
    await renderForm(
      definitionOf({
        name: 'dept',
        label: 'Department',
        type: 'select',
        selectOptions: { apiEndpoint: '/api/flaky' },
      }),
      { onSubmit, loaders: { getOptions }, initialValues: { dept: 'design' } },
    );
    expect(await screen.findByText('The options could not be loaded. Trying again…')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select).toHaveAccessibleDescription('The options could not be loaded. Trying again…');
    await waitFor(() => expect(select).toHaveDisplayValue('Design'), { timeout: 2000 });
    expect(getOptions).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dept: 'design' }));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says so after the last try fails, keeps the value, and loads again on "Try again"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const getOptions = vi
      .fn<(url: string) => Promise<readonly SelectOption[]>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(answer([{ label: 'Design', value: 'design' }]));
    await renderForm(
      definitionOf({
        name: 'dept',
        label: 'Department',
        type: 'select',
        selectOptions: { apiEndpoint: '/api/down' },
      }),
      { onSubmit, loaders: { getOptions }, initialValues: { dept: 'design' } },
    );
    expect(
      await screen.findByText('The options could not be loaded.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(getOptions).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dept: 'design' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Department' })).toHaveDisplayValue('Design'),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows the chosen labels in read-only mode, for choices and for loaded options', async () => {
    const getOptions = vi.fn(async (url: string) => answer(cities[url] ?? []));
    await renderForm(
      definitionOf(
        fruit,
        { ...fruit, name: 'many', label: 'Many', selectOptions: { ...fruit.selectOptions, multiple: true } },
        country,
        city,
        { name: 'na', label: 'Not needed', type: 'select', selectOptions: { choices: [] } },
        { ...fruit, name: 'empty', label: 'Empty' },
      ),
      {
        mode: 'readonly',
        loaders: { getOptions },
        initialValues: {
          fruit: 'c',
          many: ['a', 'b'],
          country: 'New Zealand',
          city: 'WLG',
          na: 'N/A',
          empty: null,
        },
      },
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Cherry')).toBeInTheDocument();
    expect(screen.getByText('apple, banana')).toBeInTheDocument();
    expect(screen.getByText('New Zealand')).toBeInTheDocument();
    expect(await screen.findByText('Wellington')).toBeInTheDocument();
    expect(getOptions).toHaveBeenCalledExactlyOnceWith('/api/cities?country=New%20Zealand');
    expect(screen.getByText('Not Applicable')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});

describe('the default option loader', () => {
  it('GETs the url with the page’s cookies and reads data.options; a non-2xx answer fails', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/ok'
        ? new Response(JSON.stringify({ data: { options: [{ label: 'Design', value: 'design' }] } }))
        : new Response('{}', { status: 503 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(fetchOptions('/ok')).resolves.toEqual([{ label: 'Design', value: 'design' }]);
      expect(fetchMock).toHaveBeenCalledWith('/ok', expect.objectContaining({ credentials: 'same-origin' }));
      await expect(fetchOptions('/down')).rejects.toThrow('503');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
