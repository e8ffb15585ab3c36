import { defineConfig, devices } from "@playwright/test"
import chromium from "./scripts/chromium.json"

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
    launchOptions: { executablePath: process.env.CHROME_PATH ?? chromium.path, args: chromium.flags },
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], browserName: "chromium" } },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
