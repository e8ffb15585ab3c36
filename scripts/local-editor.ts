/**
 * How the content editor's two local servers start on an editor's own computer (`npm run editor`,
 * the editor's browser tests and the growth benchmark): the file server (decap-server, which reads
 * and writes the files under content/) and the development site (gatsby develop). Both listen on
 * this computer only (127.0.0.1): the file server writes whatever file it is asked to, below the
 * folder it serves, so anyone on the same clinic or café network who could reach it could rewrite
 * package.json or .git/config and run code at the editor's next npm or git command.
 */
import path from "node:path"
import { LOCAL_FILE_SERVER } from "../src/cms/local-file-server"

/** The one address both servers listen on: this computer's loopback, never the network. */
export const LOOPBACK = "127.0.0.1"

/** The port the editor looks for the file server on (src/cms/local-file-server.ts). */
export const FILE_SERVER_PORT = Number(new URL(LOCAL_FILE_SERVER).port)

export interface ServerProcess {
  readonly command: string
  readonly args: readonly string[]
  /** Set beside the caller's own environment. */
  readonly env: Readonly<Record<string, string>>
}

/**
 * decap-server over the files of `repository` (a folder holding content/), as the project in
 * `projectDir` installed it. It takes one address to listen on (BIND_HOST); without one it listens
 * on every interface.
 */
export function fileServerProcess(
  projectDir: string,
  { repository = projectDir, port = FILE_SERVER_PORT }: { repository?: string; port?: number } = {},
): ServerProcess {
  return {
    command: path.join(projectDir, "node_modules", ".bin", "decap-server"),
    args: [],
    env: { PORT: String(port), BIND_HOST: LOOPBACK, MODE: "fs", GIT_REPO_DIRECTORY: repository },
  }
}

/** gatsby develop, serving the site and the editor at http://127.0.0.1:<port>/ and nowhere else. */
export function developSiteProcess(projectDir: string, port: number): ServerProcess {
  return {
    command: path.join(projectDir, "node_modules", ".bin", "gatsby"),
    args: ["develop", "--host", LOOPBACK, "--port", String(port)],
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  }
}
