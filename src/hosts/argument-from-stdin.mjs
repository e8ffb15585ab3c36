/**
 * A preload for Node (`node --import ./src/hosts/argument-from-stdin.mjs <cli> …`): the one argument
 * written as ARGUMENT_FROM_STDIN's marker becomes what the process reads on its stdin, before the
 * CLI reads its arguments. So a secret reaches a tool that takes it on its command line only (the
 * Netlify CLI's env:set) without ever being on a command line, where any process of the computer
 * could read it (/proc/<pid>/cmdline, ps).
 */
import { readFileSync } from "node:fs"

const marker = process.env.ARGUMENT_FROM_STDIN
const at = marker ? process.argv.indexOf(marker) : -1
if (at > 0) process.argv[at] = readFileSync(0, "utf8")
