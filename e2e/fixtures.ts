import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { API, CSRF_META_NAME, HEADERS } from '@portico/contracts';
import Database from 'better-sqlite3';
import { E2E_PORT, E2E_SQLITE_PATH } from './server-env.js';

/** Accounts of shared/DEMO.md (demo-only passwords). */
export const DEMO = {
  candidate: { email: 'demo@example.com', password: 'portico-demo', fullName: 'Alex Morgan' },
  newCandidate: { email: 'new@example.com', password: 'portico-demo' },
  admin: { email: 'admin@northwind.example', password: 'portico-admin' },
  recruiter: { email: 'recruiter@northwind.example', password: 'portico-recruiter' },
} as const;

export const NORTHWIND = { domain: 'northwind.example', name: 'Northwind Traders' } as const;
export const CONTOSO = { domain: 'contoso.example', name: 'Contoso' } as const;

/**
 * Marks a journey whose subject does not change with the screen: a server rule, saved data, a message, a
 * security check. It runs once, in the desktop project; the phone project runs every journey about what a
 * person sees or touches (layouts, sheets, menus, the axe scans of each page at 390 px). See
 * docs/decisions/038-journeys-per-screen-size.md for how a journey is sorted.
 */
export const ANY_SIZE = { tag: '@any-size' } as const;

/** Crash screen heading of spec 2 §2; it must never appear on a page that works. */
export const CRASH_HEADING = 'Internal Server Error';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, what to fix, and the
 * elements) when anything violates WCAG 2.1 A/AA.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
  expect(
    results.violations.map((v) => v.id),
    `axe found WCAG violations on ${where} (${page.url()}):\n${report}`,
  ).toEqual([]);
}

/**
 * Waits until the browser app has hydrated the server-rendered page (`html[data-hydrated]`, set by the app's
 * root layout). Before that, its buttons and forms are plain HTML: a click does nothing or submits natively,
 * and the step after it waits for something that never comes. A busy machine takes a while, hence 20 s.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
}

/**
 * Opens `path` and waits until the app has hydrated it. Pages without the app (notices) never hydrate; open
 * those with `page.goto`.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The newest link to `path` (e.g. `/careers/verify-email`) in a mail to `email`. Without SMTP the server keeps
 * mail in its outbox table (and, outside production, logs the link); the journeys read it from there, as a
 * developer would from the log.
 */
export function latestMailedLink(email: string, path: string): string | null {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select text_body from outbox where to_address = ? order by created_at desc limit 1')
      .get(email) as { text_body: string } | undefined;
    return row?.text_body.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0] ?? null;
  } finally {
    db.close();
  }
}

/** The CSRF token the server put into the page (spec 2 §7: meta tag, sent back as a header). */
export async function readCsrfToken(page: Page): Promise<string> {
  const token = await page.locator(`meta[name="${CSRF_META_NAME}"]`).getAttribute('content');
  expect(token, 'the page carries a CSRF token in its meta tag').toBeTruthy();
  return token!;
}

function withDomain(path: string, domain?: string): string {
  return domain ? `${path}?domain=${encodeURIComponent(domain)}` : path;
}

/**
 * Signs in through the API with the page's cookies and CSRF token (for journeys whose subject is not the
 * sign-in form itself), then reloads so the server renders the signed-in page.
 */
export async function logInThroughApi(
  page: Page,
  account: { email: string; password: string } = DEMO.candidate,
  domain?: string,
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto(withDomain('/careers', domain));
  const csrf = await readCsrfToken(page);
  const response = await page.request.post(withDomain(API.login, domain), {
    data: { email: account.email, password: account.password },
    headers: { [HEADERS.csrfToken]: csrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.reload();
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
const demoSessions = new Map<string, Cookies>();

/**
 * The demo candidate's session, signed in once per worker and reused by the journeys of a file: both browser
 * projects sign in as the same account, and the login limit (10 a minute per address and account) is real.
 */
export async function useDemoSession(page: Page): Promise<void> {
  const key = DEMO.candidate.email;
  const cookies = demoSessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    return;
  }
  await logInThroughApi(page);
  demoSessions.set(key, await page.context().cookies());
}

/**
 * Creates a fresh candidate through the sign-up API and signs it in (a sign-up signs nobody in and answers the
 * same for every address, docs/decisions/033; an account may sign in before its address is confirmed). The
 * journey deletes it again through settings.
 */
export async function signUpThroughApi(
  page: Page,
  account: { email: string; password: string; fullName: string },
  domain?: string,
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto(withDomain('/careers', domain));
  const csrf = await readCsrfToken(page);
  const response = await page.request.post(withDomain(API.signup, domain), {
    data: { email: account.email, password: account.password, full_name: account.fullName },
    headers: { [HEADERS.csrfToken]: csrf },
  });
  expect(response.status(), await response.text()).toBe(202);
  await logInThroughApi(page, account, domain);
}

/**
 * Creates an account in the open login dialog as a person does: "Create account", the form, the answer to check
 * the email, then "Go to sign in" (the address is filled in) and the password (docs/decisions/033).
 */
export async function createAccountInDialog(
  page: Page,
  account: { email: string; password: string; fullName: string },
  company: string = NORTHWIND.name,
): Promise<void> {
  const dialog = loginDialog(page, company);
  await dialog.getByRole('tab', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: `Create your ${company} account` })).toBeVisible();
  await dialog.getByLabel('Full name').fill(account.fullName);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(`we sent a message to ${account.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function sessionState(
  page: Page,
  domain?: string,
): Promise<{ isLoggedIn: boolean; email?: string }> {
  const response = await page.request.get(withDomain(API.session, domain));
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { isLoggedIn: boolean; user: { email: string } | null } };
  return { isLoggedIn: body.data.isLoggedIn, email: body.data.user?.email };
}

const accountLock = (account: string) =>
  join(tmpdir(), `portico-e2e-${E2E_PORT}-account-${account.replace(/[^a-z0-9]+/gi, '-')}.lock`);

/** Waits until no other journey of this run holds `account`, then holds it; answers the lock to release. */
async function acquireAccount(account: string): Promise<string> {
  const lock = accountLock(account);
  for (;;) {
    try {
      mkdirSync(lock);
      return lock;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Runs `run` while no other journey of this run holds `account` (both browser workers share the demo
 * accounts): a journey that changes a demo account's data and puts it back (match.spec corrects the demo
 * profiles, profile.spec edits every section) and one that reads or changes the same data take turns instead
 * of seeing each other's changes. A lock directory (mkdir is atomic) beside the run's database; one left by a
 * killed run is taken over after 2 minutes. The `lockAccount` fixture holds one until the test ends.
 */
export async function withAccountLock(account: string, run: () => Promise<void>): Promise<void> {
  const lock = await acquireAccount(account);
  try {
    await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A unique address per test run so parallel projects never collide; cleaned up by the journey. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A private IPv4 address (10.x.y.z) derived from `key`, so one journey keeps one address across its requests. */
function visitorAddress(key: string): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/**
 * Every journey fails when the page throws an uncaught error or shows the crash screen: both mean a
 * screen broke, even if the thing the test looked at happened to render.
 */
export const test = base.extend<{
  pageGuard: undefined;
  /** Holds a demo account for the rest of the test, as `withAccountLock` does for a block. */
  lockAccount: (account: string) => Promise<void>;
}>({
  pageGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(undefined);
      expect(errors, `uncaught errors in the page:\n${errors.join('\n')}`).toEqual([]);
      if (page.url().startsWith('http')) {
        await expect(page.getByRole('heading', { name: CRASH_HEADING })).toHaveCount(0);
      }
    },
    { auto: true },
  ],
  // Each journey is its own visitor with its own address (the e2e server trusts the loopback proxy header, as a
  // deployment trusts its proxy): the per-address limits (five sign-ups a minute, sign-in attempts) then count
  // one person's requests, as in real use, not the sum of every journey that the run happens to fit in a minute.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': visitorAddress(`${testInfo.testId}:${testInfo.retry}`),
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  lockAccount: async ({}, use) => {
    const held: string[] = [];
    await use(async (account) => {
      held.push(await acquireAccount(account));
    });
    for (const lock of held) rmSync(lock, { recursive: true, force: true });
  },
});

export { expect };

/**
 * On phones the navbar collapses behind "Open menu"; opens it when it is there so journeys can use the
 * same navbar controls at every size.
 */
export async function openNavMenuIfCollapsed(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (!(await menuButton.isVisible())) return;
  // A click before hydration does nothing (server-rendered HTML): click again until the menu is open.
  await expect(async () => {
    if (await menuButton.isVisible()) await menuButton.click({ timeout: 1_000 });
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * The login modal (`/careers/login`, `show_login_modal`, protected routes): a dialog named for the company,
 * under its sign-in title or its "Create account" one.
 */
export function loginDialog(page: Page, company: string = NORTHWIND.name) {
  const name = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('dialog', { name: new RegExp(`^(Sign in to ${name}|Create your ${name} account)$`) });
}

export async function openLoginFromNavbar(page: Page, company: string = NORTHWIND.name): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const signIn = nav
    .getByRole('button', { name: 'Sign in', exact: true })
    .or(nav.getByRole('link', { name: 'Sign in', exact: true }));
  // A click that lands before the app has hydrated does nothing (the button is server-rendered HTML until
  // then); like a person, click again until the dialog opens. A click that did open it — the link followed
  // before hydration opens it on /careers/login, or the dialog's code took more than a second to arrive —
  // leaves the page behind it inert: then there is nothing more to click.
  await expect(async () => {
    if (await loginDialog(page, company).isVisible()) return;
    await openNavMenuIfCollapsed(page);
    await signIn.click({ timeout: 1_000 });
    await expect(loginDialog(page, company)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function submitSignIn(
  page: Page,
  account: { email: string; password: string },
  company: string = NORTHWIND.name,
): Promise<void> {
  const dialog = loginDialog(page, company);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Picks a language in a "Language" control, whether it is a native select or a listbox button (React Aria
 * Select): the journeys test the behaviour, not which widget the screen chose.
 */
export async function chooseLanguage(
  scope: Page | ReturnType<Page['locator']>,
  page: Page,
  option: RegExp,
): Promise<void> {
  const control = scope.getByLabel('Language', { exact: true }).first();
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    const value = await control.evaluate((el, source) => {
      const re = new RegExp(source, 'i');
      const match = [...(el as HTMLSelectElement).options].find((o) => re.test(o.textContent ?? ''));
      return match?.value ?? null;
    }, option.source);
    expect(value, `the language list offers ${option}`).not.toBeNull();
    await control.selectOption(value!);
  } else {
    await control.click();
    await page.getByRole('option', { name: option }).click();
  }
}

export async function deleteAccountThroughApi(page: Page, password: string, domain?: string): Promise<void> {
  await page.goto(withDomain('/careers', domain));
  const csrf = await readCsrfToken(page);
  const response = await page.request.post(withDomain(API.settingsDeleteAccount, domain), {
    data: { password },
    headers: { [HEADERS.csrfToken]: csrf },
  });
  expect(response.status(), await response.text()).toBe(200);
}
