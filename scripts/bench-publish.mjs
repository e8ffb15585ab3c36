#!/usr/bin/env node
/**
 * The publish check's benchmark (npm run bench:publish; not part of npm test, and never timed in
 * tests). With Gatsby's cache warm, as CI restores it, RUNS times (default 3), in turn:
 * 1. a one-line edit of one page's lead sentence, then the bare incremental build (npm run build);
 * 2. another one-line edit of the same page, then npm run check:publish (which builds it too);
 * 3. a content mistake (a fee that is not a number), then npm run check:publish, which must refuse it.
 * Every edit is undone afterwards. Prints the medians and one PASS/FAIL line per budget (issue 28):
 * check:publish at most 1.5 times the bare build and at most 45 s; a mistake refused within 15 s.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { median, root } from "./measuring.mjs"

const runs = Number(process.env.RUNS ?? 3)
const page = path.join(root, "content", "pages", "about.yaml")
const constants = path.join(root, "content", "constants.yaml")
const originals = new Map([page, constants].map((file) => [file, readFileSync(file, "utf8")]))

/** The page with its hero's lead sentence ending in a word of this run's, so every edit changes its HTML. */
function editPage(word) {
  const text = originals.get(page).replace(/^(  lead: .*?)\.?$/m, `$1 (${word}).`)
  if (text === originals.get(page)) throw new Error("content/pages/about.yaml has no hero lead to edit")
  writeFileSync(page, text)
}

function timed(script, expectExit) {
  const started = process.hrtime.bigint()
  const run = spawnSync("npm", ["run", "--silent", script], { cwd: root, encoding: "utf8", env: process.env })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.status !== expectExit) {
    console.error(run.stdout.slice(-3000), run.stderr.slice(-3000))
    throw new Error(`npm run ${script} exited ${run.status}, expected ${expectExit}`)
  }
  return { seconds, stdout: run.stdout }
}

const build = []
const publish = []
const refused = []
try {
  // Warm: the caches as CI restores them, and a record of the checked pages.
  timed("check:publish", 0)
  for (let run = 1; run <= runs; run += 1) {
    editPage(`build ${run}`)
    build.push(timed("build", 0).seconds)
    editPage(`publish ${run}`)
    const result = timed("check:publish", 0)
    if (!/Publish check passed: 1 page checked/.test(result.stdout)) {
      throw new Error(`check:publish did not check the one changed page:\n${result.stdout.slice(-1500)}`)
    }
    publish.push(result.seconds)
    writeFileSync(constants, originals.get(constants).replace(/^examFee: .*$/m, "examFee: five hundred"))
    refused.push(timed("check:publish", 1).seconds)
    writeFileSync(constants, originals.get(constants))
    console.log(
      `run ${run}: build ${build.at(-1).toFixed(1)} s, check:publish ${publish.at(-1).toFixed(1)} s, mistake refused in ${refused.at(-1).toFixed(1)} s`,
    )
  }
} finally {
  for (const [file, text] of originals) writeFileSync(file, text)
}

const [b, p, r] = [median(build), median(publish), median(refused)]
console.log(
  `\nMedians of ${runs}: bare incremental build ${b.toFixed(1)} s; check:publish ${p.toFixed(1)} s (${(p / b).toFixed(2)} x); mistake refused in ${r.toFixed(1)} s`,
)
const budgets = [
  [`check:publish at most 1.5 x the bare build`, p <= 1.5 * b],
  [`check:publish at most 45 s`, p <= 45],
  [`a content mistake refused within 15 s`, r <= 15],
]
for (const [what, ok] of budgets) console.log(`${ok ? "PASS" : "FAIL"} ${what}`)
