import { SHOW_TOAST_MS, TOAST_AUTO_CLOSE_MS } from '@portico/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast.js';
import { createToastQueue } from './toast-queue.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const queue = createToastQueue();
  render(<ToastRegion queue={queue} label="Notifications" closeLabel="Close" />);
  return queue;
}

describe('ToastRegion', () => {
  it('is a named region; toasts are status messages, errors are alerts', () => {
    const queue = setup();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => {
      queue.add('Copied to Clipboard', { type: 'success' });
      queue.add('Failed to load positions', { type: 'error' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied to Clipboard');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load positions');
  });

  it('closes a toast after the container default of 5 s', () => {
    const queue = setup();
    act(() => {
      queue.add('Saved');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('showToast stays 15 s; timeout null stays until closed', () => {
    const queue = setup();
    act(() => {
      queue.showToast('Signed');
      queue.add('Sticky', { timeout: null });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS + 1);
    });
    expect(screen.getByText('Signed')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SHOW_TOAST_MS);
    });
    expect(screen.queryByText('Signed')).not.toBeInTheDocument();
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('pauses the timer while the pointer is over the region', () => {
    const queue = setup();
    act(() => {
      queue.add('Read me');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('replaces a toast with the same id instead of stacking it', () => {
    const queue = setup();
    act(() => {
      queue.add('Session timed out.', { id: 'session' });
      queue.add('Session timed out.', { id: 'session' });
    });
    expect(screen.getAllByText('Session timed out.')).toHaveLength(1);
  });

  it('does not stack a text message that is already on screen', () => {
    const queue = setup();
    act(() => {
      const first = queue.showToast('Server error. Please try again.', { type: 'error' });
      expect(queue.showToast('Server error. Please try again.', { type: 'error' })).toBe(first);
      queue.add('Saved');
    });
    expect(screen.getAllByText('Server error. Please try again.')).toHaveLength(1);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('warnings interrupt like errors (role alert)', () => {
    const queue = setup();
    act(() => {
      queue.add('Please try again in a few minutes', { type: 'warning' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a few minutes');
  });

  it('a sticky showToast (timeout null) stays until dismissed, however long it waits', () => {
    const queue = setup();
    let id = '';
    act(() => {
      id = queue.showToast('Invalid CSRF.', { type: 'error', timeout: null });
    });
    act(() => {
      vi.advanceTimersByTime(SHOW_TOAST_MS * 10);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid CSRF.');
    act(() => {
      queue.dismiss(id);
    });
    expect(screen.queryByText('Invalid CSRF.')).not.toBeInTheDocument();
  });

  it('runs a toast action and closes the toast', () => {
    const queue = setup();
    const onAction = vi.fn();
    act(() => {
      queue.add('Session timed out.', { timeout: null, action: { label: 'Sign in again', onAction } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Session timed out.')).not.toBeInTheDocument();
  });
});
