import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem, Rule } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

function jobs(rules: Rule[], extra: Partial<FormItem> = {}, required = true): FormItem {
  return {
    name: 'jobs',
    label: 'Work history',
    type: 'dynamicList',
    rules,
    dynamicListOptions: {
      items: [
        { name: 'company', label: 'Company', type: 'text', required, layout: { span: 6 } },
        { name: 'title', label: 'Title', type: 'text', layout: { span: 6 } },
      ],
      itemDefaultValue: { title: 'Engineer' },
      addButton: { text: 'Add a job' },
    },
    ...extra,
  };
}

const entry = (n: number) => screen.getByRole('group', { name: `Entry ${n}` });
const entries = () => screen.queryAllByRole('group', { name: /^Entry \d+$/ });

describe('dynamic list field', () => {
  it('starts with one default entry when a minimum is set, without counting it as a change', async () => {
    const onChange = vi.fn();
    await renderForm(definitionOf(jobs([{ type: 'minLength', value: 1 }])), { onChange });
    expect(screen.getByRole('group', { name: 'Work history' })).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    expect(within(entry(1)).getByRole('textbox', { name: /Company/ })).toHaveValue('');
    expect(within(entry(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Engineer');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a job' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts empty without a minimum', async () => {
    await renderForm(definitionOf(jobs([])));
    expect(entries()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add a job' })).toBeInTheDocument();
  });

  it('adds up to the maximum and deletes down to the minimum, moving focus sensibly', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf(
        jobs([
          { type: 'minLength', value: 1 },
          { type: 'maxLength', value: 3 },
        ]),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    expect(entries()).toHaveLength(2);
    expect(within(entry(2)).getByRole('textbox', { name: /Company/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete Entry 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Entry 2' })).toHaveTextContent('Delete');

    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    expect(entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a job' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Entry 3' }));
    expect(entries()).toHaveLength(2);
    expect(entry(2)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add a job' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    expect(entries()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add a job' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows entry errors on the entry fields, focuses the first, and submits list.index.name values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf({ name: 'intro', label: 'Intro', type: 'text' }, jobs([{ type: 'minLength', value: 1 }])),
      { onSubmit },
    );
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(within(entry(1)).getByRole('textbox', { name: /Company/ }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const second = within(entry(2)).getByRole('textbox', { name: /Company/ });
    expect(await within(entry(2)).findByText('Company is required')).toBeInTheDocument();
    expect(within(entry(1)).queryByText('Company is required')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(second, 'Globex');
    await user.clear(within(entry(2)).getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        jobs: [
          { company: 'Acme', title: 'Engineer' },
          { company: 'Globex', title: '' },
        ],
      }),
    );
  });

  it('shows the list-level minimum error and focuses Add; adding enough clears it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(jobs([{ type: 'minLength', value: 2 }], {}, false)), { onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Add at least 2 items.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a job' });
    expect(add).toHaveFocus();
    expect(add).toHaveAccessibleDescription('Add at least 2 items.');
    await user.click(add);
    await waitFor(() => expect(screen.queryByText('Add at least 2 items.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ jobs: [{ title: 'Engineer' }, { title: 'Engineer' }] }),
    );
  });

  it('shows the maximum error for loaded values over it, with no Add button, until an entry is deleted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const loaded = ['A', 'B', 'C'].map((company) => ({ company, title: 'T' }));
    await renderForm(definitionOf(jobs([{ type: 'maxLength', value: 2, message: 'Two jobs at most.' }])), {
      initialValues: { jobs: loaded },
      onSubmit,
    });
    expect(entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Two jobs at most.')).toBeInTheDocument();
    expect(entry(1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Entry 2' }));
    await waitFor(() => expect(screen.queryByText('Two jobs at most.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        jobs: [
          { company: 'A', title: 'T' },
          { company: 'C', title: 'T' },
        ],
      }),
    );
  });

  it('keeps values aligned when entries are deleted and unregisters the list when it is hidden', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        { name: 'worked', label: 'Worked before', type: 'text' },
        jobs([{ type: 'minLength', value: 1 }], {
          visibleWhen: { op: 'equals', field: 'worked', value: 'yes' },
        }),
      ),
      { onSubmit, initialValues: { worked: 'yes' } },
    );
    for (const company of ['One', 'Two', 'Three']) {
      if (entries().length < 3 && company !== 'One')
        await user.click(screen.getByRole('button', { name: 'Add a job' }));
      const index = ['One', 'Two', 'Three'].indexOf(company) + 1;
      await user.type(within(entry(index)).getByRole('textbox', { name: /Company/ }), company);
    }
    await user.click(screen.getByRole('button', { name: 'Delete Entry 2' }));
    expect(within(entry(2)).getByRole('textbox', { name: /Company/ })).toHaveValue('Three');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        worked: 'yes',
        jobs: [
          { company: 'One', title: 'Engineer' },
          { company: 'Three', title: 'Engineer' },
        ],
      }),
    );

    const worked = screen.getByRole('textbox', { name: 'Worked before' });
    await user.clear(worked);
    await user.type(worked, 'no');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Work history' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ worked: 'no' }));

    await user.clear(worked);
    await user.type(worked, 'yes');
    await screen.findByRole('group', { name: 'Work history' });
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(within(entry(1)).getByRole('textbox', { name: /Company/ })).toHaveValue('');
  });

  it('uses a registered header renderer, the inline layout and a named add icon', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf(
        jobs([], {
          dynamicListOptions: {
            items: [{ name: 'company', label: 'Company', type: 'text' }],
            itemLayout: 'inline',
            addButton: { icon: 'briefcase-business' },
            renderers: { header: 'jobHeader' },
          },
        }),
      ),
      {
        loaders: {
          listRenderers: {
            jobHeader: (values, index) => `Job ${index + 1}: ${String(values.company ?? '')}`.trim(),
          },
        },
      },
    );
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.querySelector('svg')).toHaveClass('lucide-briefcase-business');
    await user.click(add);
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveFocus();
    await user.type(company, 'Acme');
    const group = screen.getByRole('group', { name: 'Job 1: Acme' });
    expect(group).toHaveClass('inline');
    expect(screen.getByRole('button', { name: 'Delete Job 1: Acme' })).toBeInTheDocument();
  });

  it('shows each entry as label/value rows in read-only mode', async () => {
    const { container } = await renderForm(
      definitionOf(
        jobs([{ type: 'minLength', value: 1 }]),
        jobs([], { name: 'past', label: 'Past jobs' }),
        jobs([], { name: 'secret', label: 'Secret jobs', confidential: true }),
      ),
      {
        mode: 'readonly',
        initialValues: {
          jobs: [{ company: 'Acme', title: 'Engineer' }, { company: 'Globex' }],
          secret: [{ company: 'Hidden' }],
        },
      },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Delete/ })).not.toBeInTheDocument();
    const list = screen.getByRole('group', { name: 'Work history' });
    const first = within(list).getByRole('group', { name: 'Entry 1' });
    expect(within(first).getByText('Company')).toBeInTheDocument();
    expect(within(first).getByText('Acme')).toBeInTheDocument();
    expect(within(first).getByText('Engineer')).toBeInTheDocument();
    const second = within(list).getByRole('group', { name: 'Entry 2' });
    expect(within(second).getByText('Globex')).toBeInTheDocument();
    expect(within(second).getByText('Not provided')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Past jobs' })).getByText('Not provided'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Secret jobs' })).getByText('[ CONFIDENTIAL ]'),
    ).toBeInTheDocument();
    expect(container.textContent).not.toContain('Hidden');
  });

  it('uses a summary renderer for read-only entries', async () => {
    await renderForm(
      definitionOf(jobs([], { dynamicListOptions: { items: [], renderers: { summary: 'jobSummary' } } })),
      {
        mode: 'readonly',
        initialValues: { jobs: [{ company: 'Acme', title: 'Engineer' }] },
        loaders: { listRenderers: { jobSummary: (job) => `${String(job.title)} at ${String(job.company)}` } },
      },
    );
    expect(
      within(screen.getByRole('group', { name: 'Entry 1' })).getByText('Engineer at Acme'),
    ).toBeInTheDocument();
  });
});
