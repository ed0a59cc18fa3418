import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStartFiles, clientStartScript, MAX_WAIT_MS } from './client-start.js';

const assets = {
  entry: '/assets/index-1.js',
  preloads: ['/assets/react-1.js', '/assets/i18n-1.js'],
  lazy: {
    'src/app/routes/jobs-search.tsx': ['/assets/jobs-search-1.js', '/assets/query-1.js'],
    'src/app/routes/job-page.tsx': ['/assets/job-page-1.js', '/assets/query-1.js'],
    'virtual:portico-locale/de-page': ['/assets/de-page-1.js'],
  },
};

describe('clientStartFiles', () => {
  it('lists the entry’s imports, then each lazy module’s files once, skipping unknown modules', () => {
    expect(
      clientStartFiles(assets, [
        'src/app/routes/jobs-search.tsx',
        'src/app/routes/job-page.tsx',
        'virtual:portico-locale/xx-page',
      ]),
    ).toEqual({
      entry: '/assets/index-1.js',
      preloads: [
        '/assets/react-1.js',
        '/assets/i18n-1.js',
        '/assets/jobs-search-1.js',
        '/assets/query-1.js',
        '/assets/job-page-1.js',
      ],
    });
  });
});

describe('clientStartScript', () => {
  let reportPaint: (() => void) | undefined;
  let visibility: DocumentVisibilityState;

  /** Runs the script's code as the browser would run the inline module (its statements, in this document). */
  function run(files = clientStartFiles(assets, ['src/app/routes/jobs-search.tsx'])) {
    const html = clientStartScript(files, 'n0nce');
    expect(html).toMatch(/^<script type="module" nonce="n0nce">/);
    new Function(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))();
  }
  const started = () => ({
    entry: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
  });

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><p>Rendered on the server</p></main>';
    reportPaint = undefined;
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        reportPaint = () =>
          this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the entry and every preload once the first contentful paint is reported, not before', async () => {
    run();
    await vi.advanceTimersByTimeAsync(10);
    expect(started()).toEqual({ entry: [], preloads: [] });
    reportPaint?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toEqual({
      entry: ['/assets/index-1.js'],
      preloads: ['/assets/react-1.js', '/assets/i18n-1.js', '/assets/jobs-search-1.js', '/assets/query-1.js'],
    });
    // Module scripts and preloads in CORS mode, as Vite's own tags were (crossorigin).
    expect(document.head.querySelector('script')?.crossOrigin).toBe('');
    // A later trigger (the tab is hidden, the time limit) does not start it twice.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    expect(started().entry).toHaveLength(1);
  });

  it('waits for a critical image and one more frame after the first paint', async () => {
    const hero = document.createElement('img');
    hero.setAttribute('fetchpriority', 'high');
    Object.defineProperty(hero, 'complete', { value: false });
    document.body.append(hero);
    run();
    reportPaint?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(started().entry).toEqual(['/assets/index-1.js']);
  });

  it('starts at once in a background tab, and at the latest after MAX_WAIT_MS', async () => {
    visibility = 'hidden';
    run();
    expect(started().entry).toEqual(['/assets/index-1.js']);

    document.head.innerHTML = '';
    visibility = 'visible';
    run();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(started().entry).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started().entry).toEqual(['/assets/index-1.js']);
  });

  it('escapes what it embeds, so a file name cannot end the script early', () => {
    const html = clientStartScript({ entry: '/assets/</script><b>.js', preloads: [] }, '"x');
    expect(html).toContain('nonce="&quot;x"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
