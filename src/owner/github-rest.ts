/**
 * GitHub's REST API as the owner's tools call it (the setup, the live check, the weekly issue): with
 * a token, JSON in and out, lists read page by page, and GitHub's refusals told in the owner's words.
 */
import { API_HEADERS } from "../editor-gateway/github"
import type { Fetch } from "../editor-gateway/identity"

export { GITHUB_API } from "../editor-gateway/settings"

/** How long GitHub gets to answer one call. */
const TIMEOUT_MS = 20_000
/** The most pages a list is read to: 1,000 entries, more than a site's repository has of anything. */
const MOST_PAGES = 10

export class GitHubCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = "GitHubCallError"
  }
}

/** What GitHub's answer means for the owner. */
function refusal(status: number, method: string, path: string, said: string): GitHubCallError {
  const what = `${method} ${path}`
  if (status === 401) return new GitHubCallError(status, `GitHub did not take the token (${said}): it may have expired`)
  if (status === 403) return new GitHubCallError(status, `the token may not ${what} (${said})`)
  if (status === 404) return new GitHubCallError(status, `GitHub has nothing at ${path}, or the token cannot see it`)
  return new GitHubCallError(status, `GitHub answered ${status} to ${what}: ${said}`)
}

export interface GitHubRest {
  readonly api: string
  /** A read, expecting 200. */
  get<T>(path: string): Promise<T>
  /** Every page of a list. */
  getAll<T>(path: string): Promise<T[]>
  /** A write, expecting 200, 201 or 204 (undefined for 204). */
  send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T>
}

export function githubRest(api: string, token: string, fetcher: Fetch = fetch): GitHubRest {
  const call = async (method: string, url: string, body?: unknown): Promise<Response> => {
    try {
      return await fetcher(url, {
        method,
        headers: {
          ...API_HEADERS,
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch {
      throw new GitHubCallError(0, `GitHub (${api}) could not be reached`)
    }
  }
  const expect = async (response: Response, method: string, path: string, ok: readonly number[]) => {
    if (ok.includes(response.status)) return response.status === 204 ? undefined : ((await response.json()) as unknown)
    const said = ((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText
    throw refusal(response.status, method, path, said)
  }
  return {
    api,
    get: async <T>(path: string) => (await expect(await call("GET", api + path), "GET", path, [200])) as T,
    getAll: async <T>(path: string) => {
      const all: T[] = []
      let next: string | undefined = `${api}${path}${path.includes("?") ? "&" : "?"}per_page=100`
      for (let page = 0; next && page < MOST_PAGES; page++) {
        const response = await call("GET", next)
        all.push(...((await expect(response, "GET", path, [200])) as T[]))
        next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("Link") ?? "")?.[1]
      }
      return all
    },
    send: async <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) =>
      (await expect(await call(method, api + path, body), method, path, [200, 201, 204])) as T,
  }
}
