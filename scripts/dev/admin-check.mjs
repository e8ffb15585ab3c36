/**
 * Developer aid: opens the content editor of a served build in Chromium, logs in (the local
 * backend needs `npx decap-server` running in the project folder), lists the collections and
 * their files, and takes screenshots. With --edit it also changes one sentence of
 * content/pages/about.yaml through the form, saves, and prints the file's diff: restore it
 * with `git checkout content/pages/about.yaml`.
 * Usage: node scripts/dev/admin-check.mjs BASE_URL OUT_DIR [--edit]
 */
import { execFileSync } from "node:child_process"
import { launchChromium } from "../measuring.mjs"
import { readOptions, stopWithUsage } from "../options.mjs"

const usage = "node scripts/dev/admin-check.mjs BASE_URL OUT_DIR [--edit]"
const { values, positionals } = readOptions(usage, { allowPositionals: true, options: { edit: { type: "boolean" } } })
if (positionals.length !== 2) stopWithUsage(usage, "give the served build's address and a folder for the screenshots")
const [base, out] = positionals
const browser = await launchChromium()
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
page.on("pageerror", (error) => console.log("pageerror:", error.message))
page.on("console", (message) => {
  if (message.type() === "error") console.log("console error:", message.text())
})
page.on("response", (response) => {
  if (response.status() >= 400) console.log("HTTP", response.status(), response.url())
})

await page.goto(`${base}/admin`, { waitUntil: "networkidle" })
await page.screenshot({ path: `${out}/admin-0-login.png` })
const login = page.getByRole("button", { name: /login/i })
if (await login.isVisible()) await login.click()
await page.getByText("Site-wide").first().waitFor({ timeout: 30_000 })
console.log("collections:", await page.locator("nav a, aside a").allInnerTexts())
await page.screenshot({ path: `${out}/admin-1-collections.png` })

await page.goto(`${base}/admin#/collections/pages`, { waitUntil: "networkidle" })
await page.getByText("About page").first().waitFor()
await page.screenshot({ path: `${out}/admin-2-pages.png` })

/** Opens an entry as an editor does: the collection on the left, then the file's card. */
async function openEntry(collection, file) {
  await page.getByRole("link", { name: collection, exact: true }).click()
  await page.getByText(file, { exact: true }).click()
  await page.waitForTimeout(4000) // the entry's data arrives after the form appears
}

for (const [collection, file, shot] of [
  ["Carousel, exam, FAQ and events", "Home carousel slides", "slides"],
  ["Site-wide", "Site settings: names, contact details, links, header and footer", "site"],
]) {
  await page.goto(`${base}/admin#/`, { waitUntil: "networkidle" })
  await openEntry(collection, file)
  await page.screenshot({ path: `${out}/admin-entry-${shot}.png` })
}
await page.goto(`${base}/admin#/`, { waitUntil: "networkidle" })
await openEntry("Pages", "About page")
await page.screenshot({ path: `${out}/admin-3-about.png` })

if (values.edit) {
  // The search-engine title comes first, then the page heading's title.
  const title = page.getByLabel("Title", { exact: true }).nth(1)
  console.log("title before:", await title.inputValue())
  await title.fill("About the Board (edited in the CMS)")
  await page.screenshot({ path: `${out}/admin-4-edited.png` })
  // Simple publishing: "Publish", then "Publish now" writes the file.
  await page.getByRole("button", { name: /^publish$/i }).click()
  await page.getByText(/^publish now$/i).click()
  const diff = () => execFileSync("git", ["diff", "--", "content/pages/about.yaml"], { encoding: "utf8" })
  for (let tries = 0; tries < 60 && diff() === ""; tries += 1) await page.waitForTimeout(500)
  await page.screenshot({ path: `${out}/admin-5-published.png` })
  console.log(diff() || "The file did not change.")
}
await browser.close()
