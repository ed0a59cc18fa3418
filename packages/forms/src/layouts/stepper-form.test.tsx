import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/definition.js';
import { renderStepper } from '../test/render-form.js';
import {
  FOOTER_HEIGHT_DEBOUNCE_MS,
  MANUAL_STEP_LOCK_MS,
  STEPPER_SCROLL_SPY_DEBOUNCE_MS,
} from './stepper-form.js';

const definition: FormDefinition = {
  sections: [
    {
      title: 'Personal',
      items: [
        { name: 'first', label: 'First name', type: 'text', required: true, newItem: true },
        { name: 'last', label: 'Last name', type: 'text', required: true, newItem: true },
      ],
    },
    { title: 'Role', items: [{ name: 'role', label: 'Role', type: 'text', newItem: true }] },
    {
      title: 'Manager',
      items: [
        {
          name: 'team',
          label: 'Team',
          type: 'text',
          required: true,
          dependencies: ['role'],
          visibleWhen: { op: 'equals', field: 'role', value: 'manager' },
        },
      ],
    },
    {
      title: 'Work',
      items: [
        { name: 'company', label: 'Company', type: 'text', required: true },
        { name: 'jobTitle', label: 'Job title', type: 'text' },
      ],
    },
  ],
};

const stepList = () => screen.getByRole('navigation', { name: 'Form steps' });
const step = (title: string) => within(stepList()).getByRole('button', { name: new RegExp(`^${title}`) });
const stepTitles = () =>
  within(stepList())
    .getAllByRole('button')
    .map((b) => b.firstChild?.textContent);

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lays the form out as a browser would: sections at fixed offsets in a 3000 px form, scrolled by `scrollY`. */
function fakeLayout(offsets: Record<string, number>, footerHeight = () => 0) {
  const page = { scrollY: 0 };
  const rect = (top: number, height: number) => DOMRect.fromRect({ x: 0, y: top, width: 800, height });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'FORM') return rect(-page.scrollY, 3000);
    if (this.tagName === 'SECTION') {
      const title = this.querySelector('h2')?.textContent ?? '';
      return rect((offsets[title] ?? 0) - page.scrollY, 600);
    }
    if (this.classList.contains('footer')) return rect(0, footerHeight());
    return rect(0, 0);
  });
  return {
    scrollTo(y: number) {
      page.scrollY = y;
      fireEvent.scroll(window);
      act(() => vi.advanceTimersByTime(STEPPER_SCROLL_SPY_DEBOUNCE_MS));
    },
  };
}

describe('StepperForm step list', () => {
  it('lists the visible sections with their new-question counts, singular and plural', async () => {
    await renderStepper(definition);
    expect(stepTitles()).toEqual(['Personal', 'Role', 'Work']);
    expect(step('Personal')).toHaveTextContent('2 new questions');
    expect(step('Role')).toHaveTextContent('1 new question');
    expect(step('Work')).not.toHaveTextContent(/new question/);
    expect(step('Personal')).toHaveAttribute('aria-current', 'step');
    expect(step('Role')).not.toHaveAttribute('aria-current');
    // The sections are all in the page, like the simple form.
    expect(screen.getByRole('region', { name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Work' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manager' })).not.toBeInTheDocument();
  });

  it('counts errors of touched fields after blur, of every field after submit, and follows corrections', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderStepper(definition, { onSubmit });
    expect(within(stepList()).queryByText(/error/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: /First name/ }));
    await user.tab();
    expect(await within(step('Personal')).findByText('1 error found')).toBeInTheDocument();
    expect(step('Work')).not.toHaveTextContent(/error/);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(step('Personal')).findByText('2 errors found')).toBeInTheDocument();
    expect(within(step('Work')).getByText('1 error found')).toBeInTheDocument();
    expect(step('Role')).not.toHaveTextContent(/error/);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    expect(await within(step('Personal')).findByText('1 error found')).toBeInTheDocument();
  });

  it('shows a section once one of its items becomes visible, and hides it again', async () => {
    const user = userEvent.setup();
    await renderStepper(definition);
    const role = screen.getByRole('textbox', { name: /^Role/ });
    await user.type(role, 'manager');
    await waitFor(() => expect(stepTitles()).toEqual(['Personal', 'Role', 'Manager', 'Work']));
    expect(screen.getByRole('region', { name: 'Manager' })).toBeInTheDocument();
    await user.clear(role);
    await waitFor(() => expect(stepTitles()).toEqual(['Personal', 'Role', 'Work']));
  });

  it("scrolls to a clicked step's section and focuses its first invalid field, else its first control", async () => {
    const user = userEvent.setup();
    await renderStepper(definition);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await within(step('Work')).findByText('1 error found');

    await user.click(step('Work'));
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveFocus();
    expect(step('Work')).toHaveAttribute('aria-current', 'step');
    expect(scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'start' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Work' }));

    await user.click(step('Role'));
    expect(screen.getByRole('textbox', { name: /^Role/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await within(step('Personal')).findByText('1 error found');
    await user.click(step('Personal'));
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus();
  });

  it('moves between steps with Up/Down, and Home/End jump to and select the first and last step', async () => {
    const user = userEvent.setup();
    await renderStepper(definition);
    await user.tab();
    expect(step('Personal')).toHaveFocus();
    expect(
      within(stepList())
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([step('Personal')]);

    await user.keyboard('{End}');
    expect(step('Work')).toHaveFocus();
    expect(step('Work')).toHaveAttribute('aria-current', 'step');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Work' }));

    await user.keyboard('{ArrowUp}');
    expect(step('Role')).toHaveFocus();
    expect(step('Work')).toHaveAttribute('aria-current', 'step');
    expect(step('Role').tabIndex).toBe(0);
    expect(step('Work').tabIndex).toBe(-1);

    await user.keyboard('{Home}');
    expect(step('Personal')).toHaveFocus();
    expect(step('Personal')).toHaveAttribute('aria-current', 'step');
    await user.keyboard('{ArrowUp}');
    expect(step('Personal')).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('textbox', { name: /^Role/ })).toHaveFocus();
    expect(step('Role')).toHaveAttribute('aria-current', 'step');
  });

  it('follows scrolling (debounced), but a step chosen by hand wins for one second', async () => {
    vi.useFakeTimers();
    const layout = fakeLayout({ Personal: 0, Role: 800, Work: 1600 });
    await renderStepper(definition);

    layout.scrollTo(800);
    expect(step('Role')).toHaveAttribute('aria-current', 'step');
    layout.scrollTo(1600);
    expect(step('Work')).toHaveAttribute('aria-current', 'step');

    // Not before the debounce has passed.
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(STEPPER_SCROLL_SPY_DEBOUNCE_MS - 1));
    expect(step('Work')).toHaveAttribute('aria-current', 'step');

    fireEvent.click(step('Personal'));
    expect(step('Personal')).toHaveAttribute('aria-current', 'step');
    act(() => vi.advanceTimersByTime(MANUAL_STEP_LOCK_MS - 2 * STEPPER_SCROLL_SPY_DEBOUNCE_MS));
    layout.scrollTo(1600);
    expect(step('Personal')).toHaveAttribute('aria-current', 'step');

    act(() => vi.advanceTimersByTime(STEPPER_SCROLL_SPY_DEBOUNCE_MS));
    layout.scrollTo(1600);
    expect(step('Work')).toHaveAttribute('aria-current', 'step');
  });

  it('makes the last step active once the end of the form is reached', async () => {
    vi.useFakeTimers();
    const layout = fakeLayout({ Personal: 0, Role: 800, Work: 2900 });
    await renderStepper(definition);
    layout.scrollTo(2000);
    expect(step('Role')).toHaveAttribute('aria-current', 'step');
    layout.scrollTo(3000 - window.innerHeight);
    expect(step('Work')).toHaveAttribute('aria-current', 'step');
  });
});

describe('StepperForm on phones', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 500;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('shows scroll progress in steps of 10 % instead of the step list', async () => {
    vi.useFakeTimers();
    const layout = fakeLayout({ Personal: 0, Role: 800, Work: 1600 });
    await renderStepper(definition);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Form progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0% complete');

    // 3000 px form, 768 px viewport: 2232 px to scroll.
    layout.scrollTo(230);
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    layout.scrollTo(1000);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    layout.scrollTo(1100);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% complete');
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    layout.scrollTo(2232);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('StepperForm footer', () => {
  it('measures the sticky footer 500 ms after its size settles', async () => {
    vi.useFakeTimers();
    let footerHeight = 72;
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeLayout({}, () => footerHeight);
    await renderStepper(definition, { actions: <button type="submit">Send</button> });
    // The form's first element is the hydration gate (a display: contents fieldset); the stepper is in it.
    const root = screen.getByRole('form', { name: 'Test form' }).querySelector('fieldset')
      ?.firstElementChild as HTMLElement;
    const height = () => root.style.getPropertyValue('--stepper-footer-height');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(height()).toBe('0px');
    act(() => vi.advanceTimersByTime(FOOTER_HEIGHT_DEBOUNCE_MS));
    expect(height()).toBe('72px');

    footerHeight = 120;
    act(() => {
      for (const notify of observers) notify();
    });
    act(() => vi.advanceTimersByTime(FOOTER_HEIGHT_DEBOUNCE_MS - 1));
    expect(height()).toBe('72px');
    act(() => vi.advanceTimersByTime(1));
    expect(height()).toBe('120px');
    vi.unstubAllGlobals();
  });
});

describe('StepperForm read-only', () => {
  it('shows values as text, keeps the step list without error counts, and has no footer unless given actions', async () => {
    const { unmount } = await renderStepper(definition, {
      mode: 'readonly',
      initialValues: { first: 'Ada', role: 'manager' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(stepTitles()).toEqual(['Personal', 'Role', 'Manager', 'Work']);
    expect(step('Personal')).toHaveTextContent('2 new questions');
    expect(within(stepList()).queryByText(/error/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    unmount();

    await renderStepper(definition, {
      mode: 'readonly',
      actions: <button type="button">Edit answers</button>,
    });
    expect(screen.getByRole('button', { name: 'Edit answers' })).toBeInTheDocument();
  });
});
