import type { ParseArgsConfig, parseArgs } from "node:util"

/** Says what is wrong with the command line and how the script is used, and stops it (options.mjs). */
export function stopWithUsage(usage: string, problem: string): never

/** The script's options and positionals, parsed strictly by parseArgs; on a mistake, stopWithUsage (options.mjs). */
export function readOptions<Config extends Omit<ParseArgsConfig, "strict" | "args">>(
  usage: string,
  config: Config,
  args?: string[],
): ReturnType<typeof parseArgs<Config & { strict: true }>>
