import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserCsrfStore, createMemoryCsrfStore } from './csrf.js';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('CSRF stores', () => {
  it('browser: starts from the meta tag and writes refreshed tokens back to it', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-page">';
    const store = createBrowserCsrfStore();
    expect(store.get()).toBe('from-page');
    store.set('rotated');
    expect(store.get()).toBe('rotated');
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('rotated');
  });

  it('browser: no meta tag means no token yet', () => {
    expect(createBrowserCsrfStore().get()).toBeUndefined();
  });

  it('memory: holds the token the server rendered with', () => {
    const store = createMemoryCsrfStore('server-token');
    expect(store.get()).toBe('server-token');
    store.set('next');
    expect(store.get()).toBe('next');
    expect(createMemoryCsrfStore('').get()).toBeUndefined();
  });
});
