/** Whether something already listens on a local port (port-in-use.mjs, shared with the .mjs scripts). */
export function isInUse(port: number): Promise<boolean>
