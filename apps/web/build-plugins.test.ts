import { describe, expect, it } from 'vitest';
import { clientAssetsFrom } from './client-assets.js';
import { withoutClientScripts } from './critical-path.js';

describe('withoutClientScripts (critical-path.ts)', () => {
  it('removes Vite’s module script and modulepreload links from the built template, and nothing else', () => {
    const built =
      '<head><!--app-head-->\n    <link rel="stylesheet" crossorigin href="/assets/style-1.css">\n' +
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n  </head><body><!--app-data--></body>';
    expect(withoutClientScripts(built)).toBe(
      '<head><!--app-head-->\n    <link rel="stylesheet" crossorigin href="/assets/style-1.css">\n    </head><body><!--app-data--></body>',
    );
  });

  it('refuses a template whose entry script it does not recognise (a Vite change must not go unnoticed)', () => {
    expect(() => withoutClientScripts('<head></head><body></body>')).toThrow(/one module script/);
  });
});

describe('clientAssetsFrom (client-assets.ts)', () => {
  it('names the entry, its static imports, and per lazy module the files beyond the entry’s', () => {
    const assets = clientAssetsFrom({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_i18n.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_i18n.js': { file: 'assets/i18n-1.js', imports: ['_react.js'] },
      '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
      'src/app/routes/jobs-search.tsx': {
        file: 'assets/jobs-search-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_query.js', '_react.js'],
      },
      '../../virtual:portico-locale/de-page': { file: 'assets/de-page-1.js', isDynamicEntry: true },
      'style.css': { file: 'assets/style-1.css' },
    });
    expect(assets).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-1.js', '/assets/i18n-1.js'],
      lazy: {
        'src/app/routes/jobs-search.tsx': ['/assets/jobs-search-1.js', '/assets/query-1.js'],
        'virtual:portico-locale/de-page': ['/assets/de-page-1.js'],
      },
    });
  });
});
