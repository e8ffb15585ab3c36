/**
 * One measured run of a command (the benchmarks' builds and the growth benchmark's content checks):
 * wall time, whether it succeeded and, when not, the first line that says why; its peak memory two
 * ways, since a build is a tree of processes (npm, tsx, Gatsby, Gatsby's workers):
 * - largestProcessMb: GNU time's %M, the peak resident set of the largest single process of the tree
 *   (the kernel keeps each reaped descendant's peak: exact, but not a sum);
 * - treeMb: the peak of the whole tree's proportional set size (PSS: shared pages divided among the
 *   processes that share them, so the sum does not count them twice), sampled from /proc every
 *   SAMPLE_MS (a spike shorter than that can be missed).
 * Its CPU time (user and system, every reaped process of the tree) beside the wall time: on a machine
 * shared with other work, the wall time grows with the load, the CPU time much less.
 * And what a build leaves in public/.
 */
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { loadavg } from "node:os"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

const GNU_TIME = "/usr/bin/time"
/** GNU time's line, after the run's output: peak kB of the largest process, then user and system CPU seconds. */
const TIME_MARK = "__GROWTH_TIME__"
const TIME_LINE = new RegExp(`${TIME_MARK} (\\d+) ([\\d.]+) ([\\d.]+)`)
const SAMPLE_MS = 500

/** @type {Set<number>} The process groups of the runs under way, for stopRunning. */
const running = new Set()

/**
 * Every process id below `root` (itself included), from the parent ids /proc gives.
 * @param {number} root
 * @returns {number[]}
 */
function processTree(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8")
    } catch {
      continue // ended meanwhile
    }
    // "pid (command name) state ppid ...": the name may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
  }
  const tree = [root]
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]) ?? []))
  return tree
}

/**
 * The proportional set size of a tree of processes, in kB (0 for a process that ended meanwhile).
 * @param {number} root
 * @returns {number}
 */
function treePssKb(root) {
  let total = 0
  for (const pid of processTree(root)) {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))
      if (match) total += Number(match[1])
    } catch {
      // ended meanwhile
    }
  }
  return total
}

/** The longest error line kept: a content check's message lists every problem. */
const ERROR_CHARS = 300

/**
 * The first line of a failed run's output that says what went wrong. Gatsby writes "ERROR #85928" or
 * "ERROR  UNKNOWN" over its message and wraps the message at 80 columns when its output is not a
 * terminal, so the message is the next paragraph, joined back into one line.
 * @param {string} output stdout and stderr, interleaved
 * @returns {string | undefined}
 */
export function firstErrorLine(output) {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => line.trim())
  const index = lines.findIndex((line) => /\berror\b|\bfailed\b|was not built|did not finish/i.test(line))
  if (index === -1) return lines.filter(Boolean).at(-1)?.slice(0, ERROR_CHARS)
  const start = /^ERROR( #\d+)?(\s+[A-Z._]+)?$/.test(lines[index])
    ? lines.findIndex((line, at) => at > index && line !== "")
    : index
  if (start === -1) return lines[index]
  const end = lines.findIndex((line, at) => at > start && line === "")
  const message = lines.slice(start, end === -1 ? undefined : end).join(" ")
  return message.length > ERROR_CHARS ? `${message.slice(0, ERROR_CHARS - 3)}...` : message
}

/**
 * @typedef {object} RunResult
 * @property {boolean} ok
 * @property {number | null} exitCode
 * @property {number} seconds wall time
 * @property {number | undefined} largestProcessMb GNU time's peak RSS of the largest process
 * @property {number | undefined} cpuSeconds user and system CPU time of the whole tree (GNU time's %U + %S):
 *   less moved than wall time by whatever else runs on the machine
 * @property {number | undefined} treeMb peak sampled PSS of the whole process tree
 * @property {string | undefined} error the first line that says why it failed
 * @property {string} output the run's output (stdout and stderr)
 * @property {number[]} loadBefore the machine's load averages (1, 5, 15 min) when it started
 */

/**
 * Runs a command (such as `npm run --silent build`) in a folder and measures it. Never rejects on a
 * failed run: the result says so.
 * @param {string} cwd
 * @param {string[]} command the program and its arguments
 * @param {{ logFile?: string }} [options] where to write the run's output as well
 * @returns {Promise<RunResult>}
 */
export function runMeasured(cwd, command, { logFile } = {}) {
  const gnuTime = existsSync(GNU_TIME)
  const [file, argv] = gnuTime
    ? [GNU_TIME, ["-f", `${TIME_MARK} %M %U %S`, ...command]]
    : [command[0], command.slice(1)]
  const loadBefore = loadavg().map((load) => Number(load.toFixed(2)))
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    // Its own process group, so that an interrupted benchmark can stop the whole tree (stopRunning).
    const child = spawn(file, argv, {
      cwd,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    running.add(child.pid ?? 0)
    const log = logFile ? createWriteStream(logFile) : undefined
    let output = ""
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk.toString()
      log?.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    let peakPssKb = 0
    const sampler = setInterval(() => {
      if (child.pid) peakPssKb = Math.max(peakPssKb, treePssKb(child.pid))
    }, SAMPLE_MS)
    child.on("error", (error) => {
      clearInterval(sampler)
      reject(error)
    })
    child.on("close", (exitCode) => {
      clearInterval(sampler)
      running.delete(child.pid ?? 0)
      log?.end()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const measured = TIME_LINE.exec(output)
      // GNU time adds "Command exited with non-zero status N" before its figure: not the run's own words.
      const own = output.replace(TIME_LINE, "").replace(/^Command exited with non-zero status \d+$/m, "")
      const ok = exitCode === 0
      resolve({
        ok,
        exitCode,
        seconds,
        largestProcessMb: measured ? Math.round(Number(measured[1]) / 1024) : undefined,
        cpuSeconds: measured ? Number((Number(measured[2]) + Number(measured[3])).toFixed(2)) : undefined,
        treeMb: peakPssKb > 0 ? Math.round(peakPssKb / 1024) : undefined,
        error: ok ? undefined : firstErrorLine(own),
        output: own,
        loadBefore,
      })
    })
  })
}

/** Stops every run under way, with its whole process tree (an interrupted benchmark leaves no build behind). */
export function stopRunning() {
  for (const pid of running) {
    try {
      if (pid) process.kill(-pid, "SIGTERM")
    } catch {
      // already ended
    }
  }
}

/**
 * What a build left in public/, and how many of the named pages it wrote.
 * @param {string} publicDir
 * @param {readonly string[]} names pages expected at public/<name>/index.html
 * @returns {{ headerRules: number | null, bytesPerPage: number | null, pagesWritten: number, publicFiles: number,
 *   publicBytes: number }} the rules of public/_headers (lines that start with "/"), null without one; the
 *   mean size of the named pages that were written, and how many; every file of public/, and their total size
 */
export function publicStats(publicDir, names) {
  let files = 0
  let bytes = 0
  if (existsSync(publicDir)) {
    for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      files += 1
      bytes += statSync(path.join(entry.parentPath, entry.name)).size
    }
  }
  const headersFile = path.join(publicDir, "_headers")
  const headerRules = existsSync(headersFile)
    ? readFileSync(headersFile, "utf8")
        .split("\n")
        .filter((line) => line.startsWith("/")).length
    : null
  const sizes = names
    .map((name) => path.join(publicDir, name, "index.html"))
    .filter((file) => existsSync(file))
    .map((file) => statSync(file).size)
  const bytesPerPage = sizes.length === 0 ? null : Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length)
  return { headerRules, bytesPerPage, pagesWritten: sizes.length, publicFiles: files, publicBytes: bytes }
}
