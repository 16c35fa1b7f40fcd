import {defineConfig, devices} from '@playwright/test';
import {e2eLaunchOptions as launchOptions} from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The second build, with every third-party service on under test ids: `npm run build:integrations`. */
const integrationsPort = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['json', {outputFile: 'test-results/e2e.json'}]] : 'list',
  // Generous waits: on a loaded 2-core machine the first search of a fresh page (the worker filling its index) can take
  // over 10 s. Tests check behaviour; `npm run bench` times it.
  timeout: 60_000,
  expect: {timeout: 30_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace: recording one costs a quarter of every test's time. Rerun a failing test with `--trace on` to get one.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
    {
      name: 'integrations',
      testDir: 'tests/e2e-integrations',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${integrationsPort}`,
        launchOptions,
      },
    },
  ],
  // Served like a production host: compressed, with the hosting headers (CSP included) the build writes.
  webServer: [
    {
      command: `node scripts/serve-static.mjs --dir build --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs --dir build-integrations --port ${integrationsPort}`,
      url: `http://127.0.0.1:${integrationsPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
