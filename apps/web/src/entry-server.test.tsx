// @vitest-environment node
import { BOOT_SCRIPT_ID, DEHYDRATED_STATE_ID, type Position } from '@portico/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeBoot } from './app/testing/render-app.js';
import { render, renderNotice } from './entry-server.js';

/** A job page stand-in at /careers/seo-probe that uses the head hooks as the real job page will. */
vi.mock('./app/routes.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./app/routes.js')>();
  const { useHeadTags, usePageTitle } = await import('./app/shell/page-title.js');
  const { useBoot } = await import('./app/boot-context.js');
  const { jobPageHeadTags } = await import('./lib/seo/job-posting.js');
  const position: Position = {
    id: 42,
    tenantId: 't',
    title: 'Nurse </script><script>alert(1)</script>',
    department: 'Care',
    jobType: 'part-time',
    seniority: 'mid',
    locations: [{ city: 'Lyon', region: '', country: 'France', countryCode: 'FR', lat: 45.75, lng: 4.85 }],
    isRemote: false,
    requiredSkills: [],
    preferredSkills: [],
    description: '<p>Care for patients &amp; families.</p>',
    salary: null,
    postedAt: '2026-11-01T00:00:00.000Z',
    validThrough: null,
    isPrivate: false,
    archivedAt: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  function SeoProbe() {
    const boot = useBoot();
    const { companyName, logoUrl } = boot.pageConfig.pcsxConfig.branding;
    usePageTitle({ pageId: 'singlePosition', position: position.title });
    useHeadTags(
      jobPageHeadTags(position, { companyName, siteUrl: boot.siteUrl, domain: boot.domain, logoUrl }),
    );
    return <h1>{position.title}</h1>;
  }
  return {
    ...actual,
    createRoutes: (deps: Parameters<typeof actual.createRoutes>[0]) => {
      const routes = actual.createRoutes(deps);
      routes[0]?.children?.unshift({ id: 'seo-probe', path: 'careers/seo-probe', Component: SeoProbe });
      return routes;
    },
  };
});

const settingsBody = {
  data: {
    email: 'alex@example.com',
    fullName: 'Alex Morgan',
    preferredLanguage: null,
    activeSessions: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

function fakeFetch(calls: string[]): typeof fetch {
  return async (input) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('/api/pcsx/settings')) return Response.json(settingsBody);
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  };
}

function baseContext(path: string, boot = makeBoot()) {
  const calls: string[] = [];
  return {
    calls,
    ctx: {
      url: `http://acme.example${path}`,
      boot,
      csrfToken: 'tok',
      nonce: 'N1',
      styleNonce: 'S1',
      fetch: fakeFetch(calls),
    },
  };
}

function jsonScript(data: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}" nonce="N1">(.*?)</script>`).exec(data);
  if (!match?.[1]) throw new Error(`no ${id} script`);
  return JSON.parse(match[1]);
}

/** The site's 404: in the shell (navbar and footer), named in the tab, with a search box that works unhydrated. */
function expectNotFoundPage(result: { html: string; head: string }, path: string): void {
  expect(result.head, path).toContain('<title>Page not found | Acme Corp</title>');
  expect(result.html).toContain('aria-label="Main"');
  expect(result.html).toContain('<footer');
  expect(result.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(result.html).toMatch(/<search[^>]*><form action="\/careers" method="get">/);
  expect(result.html).toMatch(/<input[^>]*type="search"[^>]*name="query"/);
  if (path.includes('domain=acme.example'))
    expect(result.html).toContain('<input type="hidden" name="domain" value="acme.example"/>');
}

describe('render (SSR entry)', () => {
  it('renders the landing page with the title, theme and nonce’d data scripts', async () => {
    const boot = makeBoot({ companyName: 'Acme </script><script>alert(1)</script>' });
    const { ctx } = baseContext('/careers', boot);
    const result = await render(ctx);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<main id="main"');
    expect(result.html).toContain('Careers at Acme &lt;/script&gt;');
    expect(result.head).toContain(
      '<title>Careers at Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(result.head).toMatch(/<style nonce="S1" id="portico-theme">:root\{--color-primary:#2b59c3/);
    expect(result.head).toContain('<meta name="csp-nonce" nonce="S1" />');
    // The boot JSON survives a company name that tries to close the script element.
    expect(result.data.match(/<\/script>/g)).toHaveLength(3);
    expect(jsonScript(result.data, BOOT_SCRIPT_ID)).toEqual(JSON.parse(JSON.stringify(boot)));
    expect(result.data).toContain('<script nonce="N1">window.__staticRouterHydrationData=');
  });

  it('runs route loaders through the injected fetch and dehydrates the query cache', async () => {
    const { ctx, calls } = baseContext(
      '/careers/settings',
      makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } }),
    );
    const result = await render(ctx);
    expect(calls).toEqual(['/api/pcsx/settings']);
    expect(result.html).toContain('alex@example.com');
    const state = jsonScript(result.data, DEHYDRATED_STATE_ID) as { queries: { queryKey: unknown }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual([['settings']]);
  });

  it('does not call the API for a protected page when logged out', async () => {
    const { ctx, calls } = baseContext('/careers/settings');
    const result = await render(ctx);
    expect(calls).toEqual([]);
    expect(result.html).toContain('Sign in to see this page.');
  });

  it('answers unknown paths with 404 and the not-found page inside the shell: navbar, search box, footer', async () => {
    for (const path of [
      '/careers/does/not/exist/at/all',
      '/nope',
      '/careers/nope/deeper/still?domain=acme.example',
    ]) {
      const { ctx } = baseContext(path);
      const result = await render(ctx);
      expect(result.status, path).toBe(404);
      expectNotFoundPage(result, path);
    }
  });

  it("shows a job that does not exist as the site's not-found page, not a bare notice", async () => {
    const { ctx, calls } = baseContext('/careers/job/999999');
    const result = await render(ctx);
    // The loader asked the API for the position, which answered 404.
    expect(calls.some((url) => url.includes('999999'))).toBe(true);
    expect(result.status).toBe(404);
    expectNotFoundPage(result, '/careers/job/999999');
  });

  it('uses the SEO title of the page when configured', async () => {
    const boot = makeBoot({
      config: { pcsxConfig: { seoConfig: { pages: { jobs: { title: 'Find your job' } } } } },
    });
    const { ctx } = baseContext('/careers', boot);
    expect((await render(ctx)).head).toContain('<title>Find your job</title>');
  });

  it('writes the head tags of a route that calls useHeadTags: canonical, description, Open Graph, JSON-LD', async () => {
    const boot = makeBoot({
      branding: { logoUrl: '/logo.png' },
      config: { pcsxConfig: { seoConfig: { description: 'Tenant default description' } } },
    });
    const { ctx } = baseContext('/careers/seo-probe?utm_source=x', boot);
    const { head, status } = await render(ctx);
    expect(status).toBe(200);
    // On the boot data's siteUrl, not on the request's address (http://acme.example here).
    const url = 'https://acme.example/careers/job/42-nurse-script-script-alert-1-script';
    expect(head).toContain(`<link rel="canonical" href="${url}" data-head-tag="" />`);
    // The page's own description wins over the tenant's configured one.
    expect(head).toContain(
      '<meta name="description" content="Care for patients &amp; families." data-head-tag="" />',
    );
    expect(head).not.toContain('Tenant default description');
    expect(head).toContain(`<meta property="og:url" content="${url}" data-head-tag="" />`);
    expect(head).toContain(
      '<meta property="og:image" content="https://acme.example/logo.png" data-head-tag="" />',
    );
    expect(head).not.toContain('name="robots"');
    const ld = /<script type="application\/ld\+json" nonce="N1" data-head-tag="">(.*?)<\/script>/.exec(
      head,
    )?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Nurse </script><script>alert(1)</script>',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        name: 'Acme Corp',
        sameAs: 'https://acme.example/careers',
        logo: 'https://acme.example/logo.png',
      },
      url,
    });
    // The title in the JSON-LD cannot end the script element: the only </script> ends it (and the others).
    expect(head.match(/<\/script>/g)).toHaveLength(2);
  });

  it('writes no head tags for a page without them beyond the configured description', async () => {
    const boot = makeBoot({ config: { pcsxConfig: { seoConfig: { description: 'Tenant default' } } } });
    const { head } = await render(baseContext('/careers', boot).ctx);
    expect(head).toContain('<meta name="description" content="Tenant default" data-head-tag="" />');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('application/ld+json');
  });

  it('emits tenant head scripts by key with the nonce, unable to end their element early', async () => {
    const boot = makeBoot({
      config: {
        pcsxConfig: {
          scriptConfig: { pageLoadHeadScripts: { b_consent: 'var b="</script>";', a_tag: 'var a=1;' } },
        },
      },
    });
    const { ctx } = baseContext('/careers', boot);
    const { head } = await render(ctx);
    expect(head).toContain(
      '<script nonce="N1" data-head-script="a_tag">var a=1;</script><script nonce="N1" data-head-script="b_consent">var b="<\\/script>";</script>',
    );
  });
});

describe('renderNotice', () => {
  it('renders the unknown-site page and the crash screen with the spec text', async () => {
    const unknown = await renderNotice({
      kind: 'unknown-site',
      language: 'en',
      nonce: 'N',
      styleNonce: 'S',
      homeHref: '/careers',
      supportHref: '',
    });
    expect(unknown.title).toBe('This careers site does not exist');
    expect(unknown.html).toContain('href="/careers"');
    const crash = await renderNotice({
      kind: 'crash',
      language: 'en',
      nonce: 'N',
      styleNonce: 'S',
      homeHref: '/careers?domain=a.example',
      supportHref: 'mailto:support@a.example',
      detail: 'Error: boom',
    });
    expect(crash.html).toContain('Internal Server Error');
    expect(crash.html).toContain(
      'The server encountered something unexpected that didnt allow it to complete the request. Our engineers have been notified and are working on it ASAP.',
    );
    expect(crash.html).toContain('mailto:support@a.example');
    expect(crash.html).toContain('Error: boom');
  });
});
