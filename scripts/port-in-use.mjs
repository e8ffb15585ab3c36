/**
 * Whether something already listens on a local port: the editor's launcher reuses a file server
 * left running, and the growth benchmark waits for one to start.
 */
import { createServer } from "node:net"

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isInUse(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(true))
      .once("listening", () => probe.close(() => resolve(false)))
      .listen(port, "127.0.0.1")
  })
}
