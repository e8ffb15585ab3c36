#!/usr/bin/env node
/**
 * The content editor beside its peers (npm run bench:editor:peers): stock Decap, the prebuilt
 * `decap-cms` of the version this site bundles, and Sveltia CMS, the Decap-compatible rewrite, each
 * fetched from the registry into a scratch folder with an index.html that loads it and a config.yml
 * of this site's own configuration; then the editor benchmark with them as COMPARE (their first
 * screens only). What a stock editor lacks is given its nearest built-in part: the site's widgets
 * (PEER_WIDGETS) and YAML formats ("yml"); Sveltia also refuses a collection filter on a field the
 * collection does not list (the Pages collection's page kind), which is left out for it.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { tsImport } from "tsx/esm/api"
import { stringify } from "yaml"
import { root } from "../measuring.mjs"

const { cmsConfig } = await tsImport("../../src/cms/config/cms-config.ts", import.meta.url)
const { pageReadsOf } = await tsImport("../../src/build/page-reads.ts", import.meta.url)

/** Sveltia's release the comparison is made with: a peer moves, so its version is named. */
const SVELTIA = "@sveltia/cms@0.221.1"
/** Stock Decap: the same release as the one this site bundles. */
const DECAP = `decap-cms@${JSON.parse(readFileSync(path.join(root, "node_modules/decap-cms-app/package.json"), "utf8")).version}`

/** The site's own widgets, as the nearest of a stock editor's. */
const PEER_WIDGETS = {
  "content-number": "number",
  "content-file-status": "hidden",
  "page-address": "string",
  "content-optional-group": "object",
  "content-picture": "object",
}

const PEERS = [
  {
    name: "decap-stock",
    spec: DECAP,
    script: "decap-cms.js",
    files: /decap-cms\.js$/,
    backend: { name: "git-gateway" },
  },
  {
    name: "sveltia",
    spec: SVELTIA,
    script: "sveltia-cms.js",
    files: /^(sveltia-cms\.js|chunks)$/,
    backend: { name: "github", repo: "example-org/site" },
    withoutFilters: true,
  },
]

/** The configuration as a stock editor reads it. */
function asStock(value, withoutFilters) {
  if (Array.isArray(value)) return value.map((item) => asStock(item, withoutFilters))
  if (typeof value !== "object" || value === null) return value
  const stock = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asStock(item, withoutFilters)]))
  if (typeof stock.widget === "string" && stock.widget in PEER_WIDGETS) stock.widget = PEER_WIDGETS[stock.widget]
  if (typeof stock.format === "string") stock.format = "yml"
  if (stock.editor) stock.editor = { preview: true }
  if (withoutFilters && "folder" in stock) delete stock.filter
  return stock
}

const scratch = mkdtempSync(path.join(tmpdir(), "editor-peers-"))
const folders = PEERS.map((peer) => {
  const unpacked = path.join(scratch, `${peer.name}-package`)
  mkdirSync(unpacked)
  const [tarball] = execFileSync("npm", ["pack", peer.spec, "--pack-destination", unpacked, "--silent"], {
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .slice(-1)
  execFileSync("tar", ["xzf", path.join(unpacked, tarball), "-C", unpacked])
  const dist = path.join(unpacked, "package", "dist")
  const folder = path.join(scratch, peer.name)
  mkdirSync(folder)
  for (const file of readdirSync(dist).filter((name) => peer.files.test(name)))
    cpSync(path.join(dist, file), path.join(folder, file), { recursive: true })
  writeFileSync(
    path.join(folder, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content Manager</title></head><body><script src="${peer.script}"></script></body></html>\n`,
  )
  const config = cmsConfig({
    backend: peer.backend,
    localBackend: true,
    format: "content-yaml",
    pageFormat: "general-page-yaml",
    pageReads: pageReadsOf(root),
    siteUrl: "http://127.0.0.1",
  })
  writeFileSync(
    path.join(folder, "config.yml"),
    stringify(asStock(config, peer.withoutFilters), { aliasDuplicateObjects: false }),
  )
  process.stderr.write(`[bench:editor:peers] ${peer.spec} in ${folder}\n`)
  return folder
})

const bench = spawnSync(process.execPath, [path.join(root, "scripts", "bench-editor.mjs")], {
  stdio: "inherit",
  env: { ...process.env, COMPARE: folders.join(",") },
})
process.exit(bench.status ?? 1)
