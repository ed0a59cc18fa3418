import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

function skills(options: FormItem['skillSelectorOptions'] = {}, extra: Partial<FormItem> = {}): FormItem {
  return { name: 'skills', label: 'Skills', type: 'skillSelector', skillSelectorOptions: options, ...extra };
}

const twelve = Array.from({ length: 12 }, (_, i) => `Skill ${i + 1}`);
const chosenTags = () => within(screen.getByRole('list', { name: 'Chosen skills' })).getAllByRole('listitem');

describe('skill selector field', () => {
  it('shows 10 skills, then +N to expand and Show fewer to collapse', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(skills({ header: 'What are you good at?' })), {
      initialValues: { skills: twelve },
    });
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.getByText('What are you good at?')).toBeInTheDocument();
    expect(chosenTags()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Show 2 more skills' });
    expect(more).toHaveTextContent('+2');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(chosenTags()).toHaveLength(12);
    expect(more).toHaveAccessibleName('Show fewer');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveFocus();
    await user.click(more);
    expect(chosenTags()).toHaveLength(10);
  });

  it('honours showMoreThreshold and the singular label', async () => {
    await renderForm(definitionOf(skills({ showMoreThreshold: 3 })), {
      initialValues: { skills: ['A', 'B', 'C', 'D'] },
    });
    expect(chosenTags()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show 1 more skill' })).toHaveTextContent('+1');
  });

  it('removes a skill, moves focus to the next tag and submits the rest', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(skills()), { initialValues: { skills: ['Go', 'Rust', 'Zig'] }, onSubmit });
    await user.click(screen.getByRole('button', { name: 'Remove Rust' }));
    expect(screen.getByRole('button', { name: 'Remove Zig' })).toHaveFocus();
    expect(screen.getByText('Rust removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Zig' }));
    expect(screen.getByRole('button', { name: 'Remove Go' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: ['Go'] }));
  });

  it('offers suggested skills not yet chosen, one by one or all at once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(skills({ suggestedSkills: ['React', 'TypeScript', 'Go', 'SQL'] })), {
      initialValues: { skills: ['react'] },
      onSubmit,
    });
    const suggested = screen.getByRole('group', { name: 'Suggested skills' });
    expect(within(suggested).queryByRole('button', { name: 'Add React' })).not.toBeInTheDocument();
    await user.click(within(suggested).getByRole('button', { name: 'Add TypeScript' }));
    expect(within(suggested).getByRole('button', { name: 'Add Go' })).toHaveFocus();
    expect(chosenTags().map((li) => li.textContent)).toEqual(['react', 'TypeScript']);
    await user.click(within(suggested).getByRole('button', { name: 'Add all' }));
    expect(screen.queryByRole('group', { name: 'Suggested skills' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ skills: ['react', 'TypeScript', 'Go', 'SQL'] }),
    );
  });

  it('searches after a pause, adds a result from the list and typed text on Enter, without duplicates', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const search = vi.fn(async (query: string) =>
      ['TypeScript', 'Typst', 'typescript', 'Go'].filter((s) =>
        s.toLowerCase().includes(query.toLowerCase()),
      ),
    );
    await renderForm(definitionOf(skills({ searchCall: 'skills' })), {
      initialValues: { skills: ['Go'] },
      loaders: { skillSearches: { skills: search } },
      onSubmit,
    });
    const addSkill = screen.getByRole('button', { name: 'Add skill' });
    expect(addSkill).toHaveAttribute('aria-expanded', 'false');
    await user.click(addSkill);
    expect(addSkill).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('combobox', { name: 'Search skills' });
    expect(input).toHaveFocus();

    await user.type(input, 'typ');
    const listbox = await screen.findByRole('listbox', { name: 'Search skills' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('typ');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TypeScript', 'Typst']);
    expect(screen.getByText('2 skills found')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Typst' }).id,
    );
    expect(within(listbox).getByRole('option', { name: 'Typst' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(chosenTags().map((li) => li.textContent)).toEqual(['Go', 'Typst']);

    // Typed text the search does not know is added as it is; Enter never submits the form.
    await user.type(input, 'Basket weaving{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chosenTags().map((li) => li.textContent)).toEqual(['Go', 'Typst', 'Basket weaving']);

    // Case-insensitive: 'go' is already there.
    await user.type(input, 'go{Enter}');
    expect(chosenTags()).toHaveLength(3);

    // A pointer picks a result too.
    await user.type(input, 'type');
    await user.click(await screen.findByRole('option', { name: 'TypeScript' }));
    expect(chosenTags().map((li) => li.textContent)).toEqual(['Go', 'Typst', 'Basket weaving', 'TypeScript']);
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ skills: ['Go', 'Typst', 'Basket weaving', 'TypeScript'] }),
    );
  });

  it('still adds typed text when the search call fails or none is registered', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await renderForm(
      definitionOf(skills({ searchCall: 'skills' }), skills({}, { name: 'more', label: 'More' })),
      {
        loaders: { skillSearches: { skills: failing } },
        onSubmit,
      },
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Add skill' });
    await user.click(first as HTMLElement);
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'Kotlin');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Skill search failed', expect.any(Error)));
    expect(await screen.findByText('No skills found')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(second as HTMLElement);
    const [, plain] = screen.getAllByRole('combobox', { name: 'Search skills' });
    await user.type(plain as HTMLElement, 'Swift{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: ['Kotlin'], more: ['Swift'] }));
    error.mockRestore();
  });

  it('closes the list, then the search bar, with Escape', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(skills({ searchCall: 'skills' })), {
      loaders: { skillSearches: { skills: async () => ['Python'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'py');
    await screen.findByRole('option', { name: 'Python' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('py');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus();
  });

  it('requires at least one skill when required, and focuses Add skill on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(skills({}, { required: true })), { onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Skills is required')).toBeInTheDocument();
    const addSkill = screen.getByRole('button', { name: 'Add skill' });
    expect(addSkill).toHaveFocus();
    expect(addSkill).toHaveAccessibleDescription('Skills is required');
    await user.click(addSkill);
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'Welding{Enter}');
    await waitFor(() => expect(screen.queryByText('Skills is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: ['Welding'] }));
  });

  it('lists the skills comma-separated in read-only mode', async () => {
    await renderForm(definitionOf(skills(), skills({}, { name: 'other', label: 'Other skills' })), {
      mode: 'readonly',
      initialValues: { skills: ['Go', 'Rust', 'SQL'], other: [] },
    });
    expect(screen.getByText('Go, Rust, SQL')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit']);
  });
});
