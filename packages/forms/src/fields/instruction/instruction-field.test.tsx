import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

const content =
  '<p>Bring two documents.</p><ul><li>Passport</li><li>Proof of address</li></ul>' +
  '<p>See <a href="https://example.com/docs">the list</a>.</p><script>alert(1)</script>';

function instruction(options: FormItem['instructionOptions']): FormItem {
  return {
    name: 'howto',
    label: 'Before you start',
    type: 'instruction',
    content,
    instructionOptions: options,
  };
}

/** jsdom lays nothing out: the content's height is what the test says it is. */
function contentHeight(px: number) {
  return vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(px);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('instruction field', () => {
  it('collapses tall content to 150 px behind a Read more / Read less toggle', async () => {
    contentHeight(400);
    const user = userEvent.setup();
    await renderForm(definitionOf(instruction({ showReadMoreButton: true })));
    const toggle = screen.getByRole('button', { name: 'Read more' });
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toHaveTextContent('Bring two documents.');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('style', 'max-block-size: 150px;');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Read less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region?.style.maxBlockSize).toBe('');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Read more');
    expect(region).toHaveStyle({ maxBlockSize: '150px' });
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'the list' })).toHaveAttribute('target', '_blank');
  });

  it('uses readMoreMaxHeight and shows no toggle when the content fits', async () => {
    contentHeight(400);
    await renderForm(definitionOf(instruction({ showReadMoreButton: true, readMoreMaxHeight: 500 })));
    expect(screen.getByText('Passport')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows everything without a toggle unless showReadMoreButton is set', async () => {
    contentHeight(4000);
    await renderForm(definitionOf(instruction(undefined)));
    expect(screen.getByText('Proof of address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('measures again when the content resizes', async () => {
    const height = contentHeight(100);
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    await renderForm(definitionOf(instruction({ showReadMoreButton: true })));
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    height.mockReturnValue(300);
    act(() => {
      for (const callback of observers) callback([], {} as ResizeObserver);
    });
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('expands when a keyboard user tabs into the clipped text', async () => {
    contentHeight(400);
    const user = userEvent.setup();
    await renderForm(definitionOf(instruction({ showReadMoreButton: true })));
    await user.tab();
    expect(screen.getByRole('link', { name: 'the list' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses the same way in read-only mode, outside the label/value rows', async () => {
    contentHeight(400);
    const user = userEvent.setup();
    const { container } = await renderForm(definitionOf(instruction({ showReadMoreButton: true })), {
      mode: 'readonly',
    });
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.getByText('Before you start')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
