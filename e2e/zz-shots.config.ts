import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  testMatch: 'zz-*.spec.ts',
  timeout: 90_000,
  use: { baseURL: 'http://127.0.0.1:3365', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } },
});
