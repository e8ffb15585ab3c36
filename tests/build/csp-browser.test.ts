/**
 * The built site in real Chromium, served by scripts/serve.ts under the headers of public/_headers,
 * as the CDN serves it: no page may report a Content-Security-Policy violation, and what needs
 * script or another site (the carousel, the not-found log, the phone menu, the two forms, images)
 * still works.
 * Needs Chromium (/usr/bin/chromium or CHROME_PATH); .ci/run installs it.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import chromiumConfig from "../../scripts/chromium.json"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent } from "../../src/test-support/content-fixtures"
import { publicDir, routes } from "./built-site"

jest.setTimeout(120_000)

const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
const site = loadContent<SiteYaml>("site.yaml")

let server: ChildProcess
let base: string
let browser: Browser
let context: BrowserContext
let page: Page
/** Every CSP report of the run: console messages and securitypolicyviolation events alike. */
const violations: string[] = []
/** What the pages logged as errors (the not-found page's log among them). */
const consoleErrors: string[] = []
/** Other warnings about headers (an unknown Permissions-Policy feature, say). */
const headerWarnings: string[] = []

/** Starts `tsx scripts/serve.ts --port 0` (any free port) and resolves with its address. */
function serve(): Promise<string> {
  const serveScript = path.join(__dirname, "..", "..", "scripts", "serve.ts")
  server = spawn(process.execPath, [require.resolve("tsx/cli"), serveScript, "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.once("exit", (code) => reject(new Error(`scripts/serve.ts exited with ${code}`)))
    server.stdout!.on("data", (chunk: Buffer) => {
      const port = /localhost:(\d+)/.exec(chunk.toString())?.[1]
      if (port) resolve(`http://127.0.0.1:${port}`)
    })
  })
}

beforeAll(async () => {
  const [address, launched] = await Promise.all([
    serve(),
    chromium.launch({
      executablePath: process.env.CHROME_PATH ?? chromiumConfig.path,
      args: chromiumConfig.flags,
    }),
  ])
  base = address
  browser = launched
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.exposeFunction("reportViolation", (text: string) => violations.push(text))
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`)
    })
  })
  page = await context.newPage()
  // A blocked form post shows as a wait that never ends: fail it in seconds, not half a minute.
  page.setDefaultTimeout(10_000)
  page.on("console", (message) => {
    const text = message.text()
    if (text.includes("Content Security Policy")) violations.push(text)
    else if (message.type() === "error") consoleErrors.push(text)
    if (/Permissions-Policy|Strict-Transport|X-Frame|Referrer-Policy|Cross-Origin/.test(text)) headerWarnings.push(text)
  })
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`))
})

afterAll(async () => {
  await browser?.close()
  server?.kill()
})

afterEach(() => {
  // Emptied after each test, so a violation fails only the test that caused it.
  expect(violations.splice(0)).toEqual([])
  expect(headerWarnings.splice(0)).toEqual([])
  consoleErrors.splice(0)
})

describe("the site under its own headers, in Chromium", () => {
  it.each([...routes.map((route) => route.path), "/no-such-page"])(
    "%s loads with the headers of _headers, runs its scripts and shows its images, without a CSP violation",
    async (route) => {
      const response = await page.goto(base + route, { waitUntil: "load" })
      expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200)
      const served = await response!.allHeaders()
      for (const [name, value] of headersFor(rules, route)) expect([name, served[name]]).toEqual([name, value])
      // The page's own scripts ran under the policy: the carousel's module, the not-found log.
      if (route === "/") await page.waitForSelector("[data-carousel][data-enhanced]")
      if (route === "/no-such-page") expect(consoleErrors).toContain("404: no page at /no-such-page/")
      const images = await page.$$eval("img", (all) =>
        all.map((image) => [image.src, image.complete && image.naturalWidth > 0]),
      )
      for (const [src, loaded] of images) expect([src, loaded]).toEqual([src, true])
      const shareImage = await page.evaluate(async () => {
        const image = new Image()
        image.src = "/share-image.png"
        await image.decode()
        return [image.naturalWidth, image.naturalHeight]
      })
      expect(shareImage).toEqual([1200, 630])
    },
  )

  it("holds an unknown address, answered by 404.html under /* alone, to the same policy", async () => {
    const response = await page.goto(`${base}/no-such-page`, { waitUntil: "load" })
    expect(response?.status()).toBe(404)
    expect((await response!.allHeaders())["content-security-policy"]).toBeUndefined()
    // A script the policy does not name, injected as an attacker would, does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injectedScriptRan = true"
      document.head.append(script)
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
    })
    expect(ran).toBe(false)
    // Chromium reports the violation twice (the page's securitypolicyviolation event and the
    // console), each on its own schedule; this test expects exactly those reports.
    for (let waited = 0; violations.length < 2 && waited < 3000; waited += 50) await page.waitForTimeout(50)
    const reports = violations.splice(0)
    expect(reports).toHaveLength(2)
    for (const report of reports) expect(report).toMatch(/script-src/)
  })

  it("advances the carousel with Next slide", async () => {
    await page.goto(`${base}/`, { waitUntil: "load" })
    const visible = () =>
      page.$eval('[aria-roledescription="slide"][aria-hidden="false"]', (slide) => slide.getAttribute("aria-label"))
    expect(await visible()).toBe("1 of 4")
    await page.getByRole("button", { name: "Next slide" }).click()
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute("aria-label") ===
        "2 of 4",
    )
    expect(await visible()).toBe("2 of 4")
  })

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("opens the menu on a phone, %s", async (_, javaScriptEnabled) => {
    const phone = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } })
    try {
      const plain = await phone.newPage()
      await plain.goto(`${base}/about`, { waitUntil: "load" })
      expect(await plain.evaluate(() => document.body.innerText)).not.toMatch(/[{}]|<style/)
      const links = plain.getByRole("navigation", { name: "Main" }).getByRole("link")
      expect(await links.last().isVisible()).toBe(false)
      await plain.locator("header button[popovertarget]").click()
      await links.last().waitFor({ state: "visible" })
      expect(await plain.locator(":popover-open").count()).toBe(1)
    } finally {
      await phone.close()
    }
  })

  it("posts the contact form to the form service (form-action allows it)", async () => {
    const posted: string[] = []
    await context.route(`${site.contactForm.endpoint}**`, async (route) => {
      posted.push(`${route.request().method()} ${route.request().postData()}`)
      await route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Thanks</title><p>Thanks",
      })
    })
    try {
      await page.goto(`${base}/contact`, { waitUntil: "load" })
      await page.fill('input[name="firstName"]', "Ada")
      await page.fill('input[name="lastName"]', "Lovelace")
      await page.fill('input[name="email"]', "ada@example.org")
      await page.fill('textarea[name="message"]', "Hello")
      await page.check('form input[type="checkbox"][required]')
      await Promise.all([
        page.waitForURL(`${site.contactForm.endpoint}**`),
        page.getByRole("button", { name: "Send Message" }).click(),
      ])
      expect(await page.title()).toBe("Thanks")
      expect(posted).toHaveLength(1)
      expect(posted[0]).toMatch(/^POST .*firstName=Ada.*email=ada%40example\.org/)
    } finally {
      await context.unroute(`${site.contactForm.endpoint}**`)
    }
  })

  it("sends the directory search to the directory, in a new tab (form-action allows it)", async () => {
    const searched: string[] = []
    await context.route(`${site.directorySearch.action}**`, async (route) => {
      searched.push(route.request().url())
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Results</title>" })
    })
    try {
      await page.goto(`${base}/directory`, { waitUntil: "load" })
      await page.fill(`input[name="${site.directorySearch.nameParam}"]`, "Lovelace")
      const [results] = await Promise.all([
        context.waitForEvent("page"),
        page.locator(`form[action="${site.directorySearch.action}"] button[type="submit"]`).click(),
      ])
      await results.waitForLoadState()
      expect(await results.title()).toBe("Results")
      expect(searched).toHaveLength(1)
      const url = new URL(searched[0])
      expect(`${url.origin}${url.pathname}`).toBe(site.directorySearch.action)
      expect(url.searchParams.get(site.directorySearch.nameParam)).toBe("Lovelace")
      await results.close()
    } finally {
      await context.unroute(`${site.directorySearch.action}**`)
    }
  })
})
