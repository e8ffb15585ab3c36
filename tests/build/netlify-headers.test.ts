/**
 * public/_headers as Netlify reads it: its own parser (@netlify/headers-parser, which Netlify's
 * build and `netlify dev` use) and its matching (every rule whose path matches, a later rule's value
 * replacing an earlier one's, as @netlify/headers' headersForPath does), against the Netlify reading
 * in src/cdn/host-headers.ts that scripts/serve.ts and the other tests rely on. Netlify's parser is
 * an ES module, so it runs in its own Node process.
 */
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import { EVENTS_FEED_PATH, eventCalendarPath } from "../../src/content/events"
import { UNKNOWN_ADDRESS } from "../../src/publish/checked-pages"
import { publicDir, routes } from "./built-site"

const headersFile = path.join(publicDir, "_headers")
const addresses = [
  ...routes.map((route) => route.path),
  UNKNOWN_ADDRESS,
  "/admin/",
  "/admin/index.html",
  "/admin/config.yml",
  "/favicon.svg",
  "/sitemap-index.xml",
  EVENTS_FEED_PATH,
  eventCalendarPath({ title: "Any event" }),
]

/** For each address, the headers Netlify's own code gives it (names in lower case), and the parser's errors. */
async function netlifyReading(): Promise<{ errors: string[]; headers: Record<string, Record<string, string>> }> {
  const program = `
    import { parseAllHeaders } from "@netlify/headers-parser"
    const [file, addresses] = [process.argv[1], JSON.parse(process.argv[2])]
    const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], minimal: false })
    const headers = Object.fromEntries(addresses.map((address) => [
      address,
      rules.filter((rule) => rule.forRegExp.test(address)).reduce((sent, rule) => ({ ...sent, ...rule.values }), {}),
    ]))
    process.stdout.write(JSON.stringify({ errors: errors.map((error) => error.message), headers }))
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", program, headersFile, JSON.stringify(addresses)],
    { cwd: path.join(__dirname, "..", "..") },
  )
  return JSON.parse(stdout) as { errors: string[]; headers: Record<string, Record<string, string>> }
}

describe("public/_headers on Netlify (its own parser)", () => {
  const rules = parseHeadersFile(readFileSync(headersFile, "utf8"))

  it("parses without an error, and sends each address the headers the site's Netlify reading gives it", async () => {
    const { errors, headers } = await netlifyReading()
    expect(errors).toEqual([])
    for (const address of addresses) {
      const sent = Object.fromEntries(
        Object.entries(headers[address]).map(([name, value]) => [name.toLowerCase(), value]),
      )
      expect({ address, sent }).toEqual({ address, sent: Object.fromEntries(headersFor(rules, address, "netlify")) })
    }
  })
})
