#!/usr/bin/env node
/**
 * `npm run bench:gateway`: the time the editor's gateway adds to each call it passes on to GitHub,
 * GitHub's own time left out. The gateway (src/editor-gateway, the handler both hosts run) answers
 * the calls of an editor's session against the tests' stand-ins: a real OpenID provider that signed
 * the editor in, and GitHub's API over a real git repository. Each answer says, in Server-Timing,
 * how long the gateway took and how long of that it waited on GitHub; the difference is what the
 * gateway adds: the token's check (once a minute, then from memory), the installation token (once
 * an hour), its own rules and the copying of GitHub's answer.
 *
 * The session: the first call (everything cold: the provider's discovery document and keys, the
 * installation and its token), then reads as Decap makes them opening an entry, then saves (blob,
 * tree, commit, the live branch moved, each checked content-only). Budget: 50 ms added per call (p95).
 */
import { tsImport } from "tsx/esm/api"
import { median, pad, reportBudgets } from "./measuring.mjs"

const BUDGET_MS = 50
const READS = 200
const SAVES = 20

const { startOpenIdProvider } = await tsImport("../src/test-support/openid-provider-stand-in.ts", import.meta.url)
const { startGitHubApiStandIn } = await tsImport("../src/test-support/github-api-stand-in.ts", import.meta.url)
const { answerGatewayRequest } = await tsImport("../src/editor-gateway/gateway.ts", import.meta.url)

const site = "https://cdm.example"
const editorAddress = `${site}/admin/`
const person = { email: "web@board.example", name: "Wendy Publisher" }
const files = new Map([
  ["src/index.ts", "export {}\n"],
  ["content/events.yaml", "- title: Annual meeting\n"],
  ["content/pages/about.yaml", "hero:\n  title: About\n"],
])

const provider = await startOpenIdProvider({
  people: [person],
  clients: [{ clientId: "cdm-editor", clientSecret: "s", redirectUris: [editorAddress], accessTokens: "jwt" }],
})
const github = await startGitHubApiStandIn({ repository: "example-org/cdm-site", branch: "main", files })
const runtime = {
  settings: {
    siteAddress: site,
    repository: "example-org/cdm-site",
    branch: "main",
    reviewBeforePublishing: false,
    signIn: {
      issuer: provider.issuer,
      clientId: "cdm-editor",
      scope: "openid email profile",
      audience: "cdm-editor",
      emailClaim: "email",
      editors: [{ address: person.email, role: "publisher" }],
    },
  },
  env: {
    GITHUB_APP_ID: String(github.app.id),
    GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
    GITHUB_API_URL: github.origin,
    SIGN_IN_CLIENT_SECRET: "s",
  },
  log: () => {},
}
const { access_token: token } = await provider.signIn({
  email: person.email,
  clientId: "cdm-editor",
  redirectUri: editorAddress,
})

/** One call through the gateway; what it added (total minus GitHub's) and GitHub's own time, in ms. */
async function call(path, method = "GET", body) {
  const response = await answerGatewayRequest(
    new Request(`${site}/api/gateway/github${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        "Sec-Fetch-Site": "same-origin",
        ...(body ? { Origin: site, "Content-Type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
    runtime,
  )
  const timing = response.headers.get("server-timing") ?? ""
  const [gateway, githubMs] = ["gateway", "github"].map((name) =>
    Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1]),
  )
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return { added: gateway, github: githubMs, json: await response.json().catch(() => ({})) }
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1]

const cold = await call("/branches/main")
const reads = []
for (let index = 0; index < READS; index += 1) {
  const branch = await call("/branches/main")
  const tree = await call(`/git/trees/${branch.json.commit.sha}`)
  reads.push(branch.added, tree.added)
}
const saves = []
for (let index = 0; index < SAVES; index += 1) {
  const head = (await call("/branches/main")).json.commit.sha
  const blob = await call("/git/blobs", "POST", { content: `- title: Meeting ${index}\n`, encoding: "utf-8" })
  const tree = await call("/git/trees", "POST", {
    base_tree: head,
    tree: [{ path: "content/events.yaml", mode: "100644", type: "blob", sha: blob.json.sha }],
  })
  const commit = await call("/git/commits", "POST", { message: "Update", tree: tree.json.sha, parents: [head] })
  const moved = await call("/git/refs/heads/main", "PATCH", { sha: commit.json.sha })
  saves.push(blob.added, tree.added, commit.added, moved.added)
}
await Promise.all([provider.stop(), github.stop()])

const all = [...reads, ...saves]
const results = {
  coldFirstCallMs: cold.added,
  reads: { calls: reads.length, medianMs: median(reads), p95Ms: percentile(reads, 0.95) },
  saves: { calls: saves.length, medianMs: median(saves), p95Ms: percentile(saves, 0.95) },
  all: { calls: all.length, medianMs: median(all), p95Ms: percentile(all, 0.95) },
}
console.log("Time the gateway adds to a call, GitHub's own left out (ms)")
console.log(`${pad("", 10)} ${pad("calls", 6)} ${pad("median", 8)} ${pad("p95", 8)}`)
for (const [name, row] of Object.entries({ reads: results.reads, saves: results.saves, all: results.all })) {
  console.log(
    `${pad(name, 10)} ${pad(row.calls, 6)} ${pad(row.medianMs.toFixed(1), 8)} ${pad(row.p95Ms.toFixed(1), 8)}`,
  )
}
console.log(`first call, everything cold: ${results.coldFirstCallMs.toFixed(1)} ms`)
const file = reportBudgets(
  [[`p95 added per call at most ${BUDGET_MS} ms`, results.all.p95Ms <= BUDGET_MS]],
  "gateway.json",
  results,
)
console.log(`Results: ${file}`)
