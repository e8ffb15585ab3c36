/**
 * What the owner's setup remembers between its runs, so that a run picks up where the last one
 * stopped: the host's project, the App it made and whether its installation was seen. Facts anyone
 * may read, never a secret: the App's key and the client's secret go to the host's tool and are not
 * kept. A file of the project's folder that git ignores; lost, the setup asks again.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

export const SETUP_STATE_FILE = ".owner-setup.json"

export interface SetupState {
  /** The host's project, and the variables the host needs beside it (Cloudflare's account). */
  host?: { readonly project: string; readonly variables: Readonly<Record<string, string>> }
  /** The App the setup made from its manifest (or the owner said is theirs). */
  app?: { readonly id: number; readonly slug: string }
  /** Its installation on the repository: seen by the App itself, or said by the owner. */
  installation?: { readonly id: number | null; readonly seenByTheApp: boolean }
}

export function readSetupState(projectDir: string): SetupState {
  const file = path.join(projectDir, SETUP_STATE_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SetupState) : {}
}

/** Writes the state, only when it changed (a run that changes nothing leaves the file as it was). */
export function writeSetupState(projectDir: string, state: SetupState): void {
  const file = path.join(projectDir, SETUP_STATE_FILE)
  const text = `${JSON.stringify(state, null, 2)}\n`
  if (existsSync(file) && readFileSync(file, "utf8") === text) return
  writeFileSync(file, text)
}
