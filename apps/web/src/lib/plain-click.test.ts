import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.js';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is the main button with no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves other buttons and modified clicks to the browser (new tab, new window)', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});
