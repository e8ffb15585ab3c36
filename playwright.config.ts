import { defineConfig } from "@playwright/test"
import { PHONE_LAYOUT } from "./e2e/support/widths"
import { launchOptions, WIDTHS } from "./src/publish/browser-checks"
import { BROWSER_EXPECT_MS, BROWSER_TEST_MS, PROCESS_START_MS } from "./tests/support/time-limits"

/**
 * The real-browser suite: Debian's Chromium (never a downloaded browser) against the
 * production build in public/, served the way the CDN serves it (scripts/serve.ts), under the
 * headers public/_headers gives each address.
 * Run after `npm run build`; `npm test` does both.
 */
const port = Number(process.env.E2E_PORT ?? 9321)

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once fails the run: a retry would hide a race (docs/testing.md, "Time limits").
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: BROWSER_TEST_MS,
  expect: { timeout: BROWSER_EXPECT_MS },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: "off",
  },
  projects: [
    // Every behaviour once, at desktop width. The phone width runs only what its layout changes
    // (the menu, control sizes, the sticky header over focus, which picture width is fetched):
    // tests tagged @phone. The publish check checks every changed page at both widths.
    { name: "desktop", use: WIDTHS.desktop },
    { name: "phone", use: { ...WIDTHS.phone, browserName: "chromium" }, grep: PHONE_LAYOUT },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: PROCESS_START_MS,
  },
})
