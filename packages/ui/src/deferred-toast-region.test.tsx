import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredToastRegion } from './deferred-toast-region.js';
import { ToastRegion } from './toast.js';
import { createToastQueue } from './toast-queue.js';

describe('DeferredToastRegion', () => {
  it('is the same empty landmark as ToastRegion until a toast comes', () => {
    const queue = createToastQueue();
    const props = { queue, label: 'Notifications', closeLabel: 'Close' };
    expect(renderToString(<DeferredToastRegion {...props} />)).toBe(
      renderToString(<ToastRegion {...props} />),
    );
  });

  it('loads the full region with the first toast and shows it, with its buttons', async () => {
    const queue = createToastQueue();
    render(<DeferredToastRegion queue={queue} label="Notifications" closeLabel="Close" />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeEmptyDOMElement();
    act(() => {
      queue.add('Failed to load positions', { type: 'error', timeout: null });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load positions');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
