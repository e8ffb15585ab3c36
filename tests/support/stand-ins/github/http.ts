/**
 * How the stand-in speaks HTTP as GitHub's REST API does: JSON answers, errors as
 * `{ message, documentation_url }` (plus `errors` for validation), and request bodies read with
 * GitHub's own complaints ("Problems parsing JSON", "Invalid request. "x" wasn't supplied.").
 */
import type http from "node:http"

export const DOCS = "https://docs.github.com/rest"

/** What a route answers: a status, a JSON body (none for 204) and any extra headers. */
export interface Answer {
  readonly status: number
  readonly body?: unknown
  /** A body that is not JSON (the login's form-encoded answer, its pages), sent as written, its Content-Type in `headers`. */
  readonly text?: string
  readonly headers?: Readonly<Record<string, string>>
  /** No answer at all: the connection is dropped, as a server failing mid-request drops it (status 0). */
  readonly hangUp?: true
}

export const json = (status: number, body: unknown): Answer => ({ status, body })

/**
 * An error answer a route gives. The body's documentation_url is the route's page of GitHub's
 * REST docs, as GitHub's own errors name the endpoint's section.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
  }
}

export const notFound = () => new ApiError(404, "Not Found")

/** 422 "Validation Failed" with GitHub's list of what failed. */
export function validationFailed(...errors: readonly Record<string, string>[]): ApiError {
  return new ApiError(422, "Validation Failed", { errors })
}

export function errorBody(error: ApiError, docs: string): Record<string, unknown> {
  return { message: error.message, documentation_url: docs, ...error.extra }
}

export function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
  })
}

const invalid = (reason: string) => new ApiError(422, `Invalid request.\n\n${reason}`)

/** A request's JSON body, read field by field with GitHub's 422 for a missing or mistyped one. */
export class JsonBody {
  private constructor(private readonly value: unknown) {}

  /** An empty body is `{}`; anything that is not JSON is GitHub's 400. */
  static parse(raw: Buffer): JsonBody {
    if (raw.length === 0) return new JsonBody({})
    try {
      return new JsonBody(JSON.parse(raw.toString()))
    } catch {
      throw new ApiError(400, "Problems parsing JSON")
    }
  }

  /** The whole body, for endpoints that take a bare array (labels). */
  get raw(): unknown {
    return this.value
  }

  private field(name: string): unknown {
    return typeof this.value === "object" && this.value !== null && !Array.isArray(this.value)
      ? (this.value as Record<string, unknown>)[name]
      : undefined
  }

  has(name: string): boolean {
    return this.field(name) !== undefined
  }

  optionalString(name: string): string | undefined {
    const value = this.field(name)
    if (value === undefined) return undefined
    if (typeof value !== "string") throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not a string.`)
    return value
  }

  string(name: string): string {
    const value = this.optionalString(name)
    if (value === undefined) throw invalid(`"${name}" wasn't supplied.`)
    return value
  }

  /** A string or null (a tree entry's sha, where null deletes). */
  nullableString(name: string): string | null | undefined {
    return this.field(name) === null ? null : this.optionalString(name)
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.field(name)
    if (value === undefined) return undefined
    if (typeof value !== "boolean")
      throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not a boolean.`)
    return value
  }

  optionalArray(name: string): unknown[] | undefined {
    const value = this.field(name)
    if (value === undefined) return undefined
    if (!Array.isArray(value)) throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not an array.`)
    return value as unknown[]
  }

  array(name: string): unknown[] {
    const value = this.optionalArray(name)
    if (value === undefined) throw invalid(`"${name}" wasn't supplied.`)
    return value
  }

  optionalObject(name: string): JsonBody | undefined {
    const value = this.field(name)
    if (value === undefined || value === null) return undefined
    if (typeof value !== "object" || Array.isArray(value)) {
      throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not an object.`)
    }
    return new JsonBody(value)
  }

  /** Each item of an array field, as a body of its own. */
  objects(name: string): JsonBody[] {
    return this.array(name).map((item) => new JsonBody(item))
  }

  entries(): [string, unknown][] {
    return typeof this.value === "object" && this.value !== null ? Object.entries(this.value) : []
  }
}

/**
 * One page of a list, as GitHub pages lists: `per_page` (30 unless asked, at most 100) and `page`,
 * with a Link header naming the next and last pages when there are more.
 */
export function paginate<T>(items: readonly T[], url: URL, defaultPerPage = 30): Answer {
  const perPage = Math.min(
    100,
    Math.max(1, Number(url.searchParams.get("per_page") ?? defaultPerPage) || defaultPerPage),
  )
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const pageUrl = (number: number) => {
    const target = new URL(url)
    target.searchParams.set("per_page", String(perPage))
    target.searchParams.set("page", String(number))
    return target.href
  }
  const body = items.slice((page - 1) * perPage, page * perPage)
  if (page >= last) return { status: 200, body }
  return { status: 200, body, headers: { Link: `<${pageUrl(page + 1)}>; rel="next", <${pageUrl(last)}>; rel="last"` } }
}
