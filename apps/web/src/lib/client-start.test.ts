import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStartFiles, clientStartScript, MAX_WAIT_MS } from './client-start.js';
import { replayPendingPress } from './pending-press.js';

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

  describe('a press before the app has hydrated', () => {
    afterEach(() => {
      delete document.documentElement.dataset.hydrated;
      delete document.documentElement.dataset.pendingPress;
    });

    it('is held and shown as busy, starts the bundle at once, and is pressed again once the app is in', async () => {
      document.body.innerHTML = '<main><button type="button">Save job</button></main>';
      run();
      const button = document.querySelector('button')!;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(document.documentElement.dataset.pendingPress).toBe('');
      // No waiting for the first paint: the visitor is waiting for the app.
      expect(started().entry).toEqual(['/assets/index-1.js']);

      // The app hydrates: its handler is on the button now, and gets the press.
      const pressed = vi.fn();
      button.addEventListener('click', pressed);
      document.documentElement.dataset.hydrated = 'true';
      replayPendingPress();
      await vi.advanceTimersByTimeAsync(0);
      expect(pressed).toHaveBeenCalledTimes(1);
      expect(button).not.toHaveAttribute('aria-busy');
      expect(document.documentElement.dataset.pendingPress).toBeUndefined();
      // Pressed again after hydration, it is the app's alone.
      const later = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
      expect(pressed).toHaveBeenCalledTimes(2);
    });

    it('holds the submission of a form without an address (the search), and submits it once the app is in, with what was typed', async () => {
      document.body.innerHTML = '<form><input name="query"></form>';
      run();
      const form = document.querySelector('form')!;
      const query = form.querySelector('input')!;
      query.value = 'nurse';
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);

      // The app's field state starts empty; the typed text reaches it as input events before the submission.
      const events: string[] = [];
      query.addEventListener('input', () => events.push(`input:${query.value}`));
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        events.push(`submit:${query.value}`);
      });
      document.documentElement.dataset.hydrated = 'true';
      replayPendingPress();
      await vi.advanceTimersByTimeAsync(0);
      expect(events).toEqual(['input:', 'input:nurse', 'submit:nurse']);
    });

    it('leaves links and forms with an address to the browser', () => {
      document.body.innerHTML =
        '<a href="/careers/job/1-x">Job</a><form action="/careers"><button type="submit">Search</button></form>';
      run();
      // What reaches the target unprevented is what the browser acts on; the test's own listener then stops
      // jsdom from following it.
      const reached: boolean[] = [];
      const note = (event: Event) => {
        reached.push(event.defaultPrevented);
        event.preventDefault();
      };
      const link = document.querySelector('a')!;
      const button = document.querySelector('button')!;
      link.addEventListener('click', note);
      button.addEventListener('click', note);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(reached).toEqual([false, false]);
      expect(button).not.toHaveAttribute('aria-busy');
      expect(document.documentElement.dataset.pendingPress).toBeUndefined();
    });
  });

  it('escapes what it embeds, so a file name cannot end the script early', () => {
    const html = clientStartScript({ entry: '/assets/</script><b>.js', preloads: [] }, '"x');
    expect(html).toContain('nonce="&quot;x"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
