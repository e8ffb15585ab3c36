/**
 * What a script was asked to do, read from its command line by node:util's parseArgs in strict mode,
 * shared by the scripts that take options (TypeScript and .mjs alike; types in options.d.mts). An
 * unknown option, an option without its value (`--folder` at the end, or before another option) or
 * a value given to a flag stops the script before it does anything, with what was wrong and its
 * usage, and exit status 2, as a shell's built-ins answer a usage error.
 */
import { parseArgs } from "node:util"

/**
 * Says what is wrong with the command line and how the script is used, and stops it.
 * @param {string} usage one line per way of running the script
 * @param {string} problem
 * @returns {never}
 */
export function stopWithUsage(usage, problem) {
  console.error(`${problem}\nUsage: ${usage}`)
  process.exit(2)
}

/**
 * The script's options and positionals, parsed strictly; on a mistake, stopWithUsage.
 * @param {string} usage
 * @param {Omit<import("node:util").ParseArgsConfig, "strict" | "args">} config
 * @param {string[]} [args] the command line after the script's name (process.argv's, by default)
 */
export function readOptions(usage, config, args = process.argv.slice(2)) {
  try {
    return parseArgs({ ...config, args, strict: true })
  } catch (error) {
    return stopWithUsage(usage, error instanceof Error ? error.message : String(error))
  }
}
