import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner.js';
import { Button } from './button.js';
import { FormAlert } from './form-alert.js';
import { PlainButton } from './plain-button.js';
import { Select } from './select.js';
import { EmptyState, ErrorState, LoadingOverlay, LoadingState } from './states.js';
import { TextField } from './text-field.js';
import { atLeast, useBreakpoint } from './use-breakpoint.js';
import { VisuallyHidden } from './visually-hidden.js';

describe('Banner', () => {
  it('uses role alert for alerts and role status for info', () => {
    const { rerender } = render(<Banner tone="alert">Offices closed</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Offices closed');
    rerender(<Banner tone="info">We are hiring</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('We are hiring');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a dismiss button only when dismissable', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner>Info</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Banner onDismiss={onDismiss} dismissLabel="Dismiss banner">
        Info
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('Button', () => {
  it('hands its ref to the button element, so focus can be moved to it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Add</Button>);
    ref.current?.focus();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('fires onPress and respects isDisabled', async () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledOnce();
    rerender(
      <Button onPress={onPress} isDisabled variant="danger">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('PlainButton', () => {
  it('a native button that presses with the mouse, Enter and Space, and moves focus by ref', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <PlainButton ref={ref} variant="secondary" size="small" onPress={onPress}>
        Edit
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    // The look of Button (same classes), without React Aria's attributes.
    expect(button.className).toMatch(/button/);
    expect(button.className).toMatch(/secondary/);
    expect(button.className).toMatch(/small/);
    expect(button).not.toHaveAttribute('data-rac');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    ref.current?.blur();
    ref.current?.focus();
    expect(button).toHaveFocus();
  });

  it('disabled does nothing; pending stays focusable, says it is busy and does nothing', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(
      <PlainButton isDisabled onPress={onPress}>
        Upload
      </PlainButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    rerender(
      <PlainButton isPending onPress={onPress}>
        Upload
      </PlainButton>,
    );
    const pending = screen.getByRole('button', { name: 'Upload' });
    expect(pending).not.toBeDisabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    pending.focus();
    expect(pending).toHaveFocus();
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('FormAlert', () => {
  it('announces errors as alerts and success as status, and renders nothing without a message', () => {
    const { rerender, container } = render(<FormAlert>The email or password is incorrect.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    rerender(<FormAlert tone="success">Password changed.</FormAlert>);
    expect(screen.getByRole('status')).toHaveTextContent('Password changed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert>{undefined}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TextField', () => {
  it('can leave the required mark off and still be required', () => {
    render(<TextField label="Email" isRequired showRequiredMark={false} />);
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('labels the input and describes it with description and error', () => {
    render(<TextField label="Email" description="We never share it" errorMessage="Email is invalid." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Email is invalid.'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('We never share it'));
  });

  it('is valid without an error', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" onChange={onChange} isRequired />);
    const input = screen.getByRole('textbox', { name: /Full name/ });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
    await userEvent.type(input, 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });
});

describe('states', () => {
  it('show the spec defaults', () => {
    render(
      <>
        <EmptyState />
        <ErrorState />
      </>,
    );
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  });

  it('loading indicators are named progress bars without a value (indeterminate)', () => {
    render(<LoadingState label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('the loading overlay sits at z-index 9999 with a 0.4 backdrop', () => {
    render(<LoadingOverlay label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    const overlay = bar.parentElement?.parentElement as HTMLElement;
    expect(overlay.style.zIndex).toBe('9999');
    expect((overlay.firstElementChild as HTMLElement).style.opacity).toBe('0.4');
  });
});

describe('Select', () => {
  it('picks an option from the list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Language"
        value="en"
        onChange={onChange}
        options={[
          { id: 'en', label: 'English', lang: 'en' },
          { id: 'ar', label: 'العربية', lang: 'ar' },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger).toHaveTextContent('English');
    await user.click(trigger);
    const option = await screen.findByRole('option', { name: 'العربية' });
    expect(option).toHaveAttribute('lang', 'ar');
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});

describe('VisuallyHidden', () => {
  it('keeps content in the accessibility tree', () => {
    render(
      <VisuallyHidden as="h1" id="page-heading">
        Search jobs
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search jobs' })).toHaveAttribute(
      'id',
      'page-heading',
    );
  });
});

describe('useBreakpoint', () => {
  function Probe() {
    return <output>{useBreakpoint()}</output>;
  }

  it('follows the window width after a debounced resize', () => {
    vi.useFakeTimers();
    try {
      window.innerWidth = 500;
      render(<Probe />);
      expect(screen.getByRole('status')).toHaveTextContent('phone');
      window.innerWidth = 1200;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByRole('status')).toHaveTextContent('phone');
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(screen.getByRole('status')).toHaveTextContent('largeDesktop');
    } finally {
      vi.useRealTimers();
    }
  });

  it('compares classes', () => {
    expect(atLeast('tablet', 'desktop')).toBe(false);
    expect(atLeast('extraLarge', 'desktop')).toBe(true);
  });
});
