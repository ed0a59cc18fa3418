import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, E2E_SQLITE_PATH } from './server-env.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const baseURL = E2E_BASE_URL;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: one browser worker beside the server and a second one at most.
  workers: 2,
  // Long journeys take 15-25 s on a quiet two-core machine; a busy one doubles that, and a journey that times
  // out half way tells nothing. Each step still fails fast on the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The json file is read by scripts/test.mjs for the summary line.
  reporter: [['list'], ['json', { outputFile: join(root, '.e2e-results.json') }]],
  use: {
    baseURL,
    // An action waits for its element without limit by default: a click lost before the page hydrated left
    // the next fill waiting for a field that never came, until the journey's 60 s ran out and the only
    // message was "Target page, context or browser has been closed". Now that step fails by itself, naming
    // what it waited for.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: the test tools never download a browser of their own.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      // A Chromium phone profile (touch, mobile user agent) at a 390x844 viewport. Journeys tagged @any-size
      // (fixtures.ts: ANY_SIZE) test what no screen size changes and run on desktop only.
      grepInvert: /@any-size/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: root,
    // Ready once a page has been rendered, not when the API answers: the process's first server render loads
    // the SSR bundle, every catalogue part and the shell's lazy pieces (about 12 s on a busy two-core machine),
    // which otherwise came out of the first journey's 60 s in each worker.
    url: `${baseURL}/careers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      SQLITE_PATH: E2E_SQLITE_PATH,
      SEED_DEMO: 'true',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The journeys' own X-Forwarded-For (fixtures.ts: one address per journey) is believed from loopback only.
      TRUST_PROXY: '127.0.0.1',
      // Job alerts (docs/decisions/053): a tick every second and a one-second "day", so a weekly digest of a
      // job posted in a journey arrives within seconds.
      JOB_ALERT_TICK_MS: '1000',
      JOB_ALERT_DAY_MS: '1000',
    },
  },
});
