import { defineConfig } from "@playwright/test"
import { PHONE_LAYOUT } from "./e2e/support/widths"
import { launchOptions, WIDTHS } from "./src/publish/browser-checks"

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
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
    timeout: 20_000,
  },
})
