/**
 * The GitHub App the stand-in knows, and the two credentials GitHub gives around it: the App's own
 * JWT ("Generating a JSON Web Token (JWT) for a GitHub App": RS256, signed with the App's private
 * key, `iss` the App's id or client id, `iat` in the past, `exp` at most 10 minutes ahead), and the
 * installation access tokens it exchanges that JWT for ("Create an installation access token for
 * an app": `ghs_…`, an hour long, at most the App's permissions, for some of the installation's
 * repositories).
 */
import { createSign, generateKeyPairSync, randomBytes, verify } from "node:crypto"

export type PermissionLevel = "read" | "write"
/** GitHub App permissions by name (contents, pull_requests, metadata…), as the REST API writes them. */
export type Permissions = Readonly<Record<string, PermissionLevel>>

export const DEFAULT_APP_PERMISSIONS: Permissions = {
  contents: "write",
  pull_requests: "write",
  metadata: "read",
  statuses: "read",
  issues: "write",
}

export interface StandInApp {
  readonly id: number
  /** GitHub's newer name for the App in a JWT's `iss`. */
  readonly clientId: string
  readonly slug: string
  readonly name: string
  /** PKCS#1 PEM ("-----BEGIN RSA PRIVATE KEY-----"), as GitHub hands the key out. */
  readonly privateKey: string
  /** SPKI PEM. */
  readonly publicKey: string
  /** "<slug>[bot]", the account installation tokens act as. */
  readonly botLogin: string
  readonly botUserId: number
  /** The bot's noreply address, which GitHub writes in the commits it makes for the App. */
  readonly botEmail: string
  readonly installationId: number
  /** What the App was granted, and so its installation. */
  readonly permissions: Permissions
}

export interface AppOptions {
  readonly id?: number
  readonly slug?: string
  readonly botUserId?: number
  readonly installationId?: number
  readonly permissions?: Permissions
}

export function createApp(options: AppOptions = {}): StandInApp {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  })
  const slug = options.slug ?? "cdm-editor-gateway"
  const botUserId = options.botUserId ?? 41898282
  return {
    id: options.id ?? 1234567,
    clientId: `Iv23li${randomBytes(7).toString("hex")}`,
    slug,
    name: "CDM editor gateway",
    privateKey,
    publicKey,
    botLogin: `${slug}[bot]`,
    botUserId,
    botEmail: `${botUserId}+${slug}[bot]@users.noreply.github.com`,
    installationId: options.installationId ?? 7654321,
    // Every installation may read its repositories' metadata, whatever else it was granted.
    permissions: { metadata: "read", ...(options.permissions ?? DEFAULT_APP_PERMISSIONS) },
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

/**
 * An App JWT, signed with `privateKey` (the App's unless a test passes another). The claims default
 * to GitHub's advice: issued a minute ago, expiring in nine minutes.
 */
export function signAppJwt(
  app: Pick<StandInApp, "id" | "privateKey">,
  claims: { iss?: number | string; iat?: number; exp?: number } = {},
  privateKey = app.privateKey,
): string {
  const now = Math.floor(Date.now() / 1000)
  const payload = { iat: now - 60, exp: now + 540, iss: app.id, ...claims }
  const unsigned = `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url(payload)}`
  return `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(privateKey, "base64url")}`
}

export const looksLikeJwt = (credential: string): boolean => /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/.test(credential)

const UNDECODABLE = "A JSON web token could not be decoded"

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString())
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Why GitHub would refuse this JWT for the App (its 401 message), or null when it is good. A JWT
 * that is not the App's, by its `iss` or its signature, is one GitHub "could not decode".
 */
export function appJwtProblem(jwt: string, app: StandInApp, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  const [headerPart, payloadPart, signature] = jwt.split(".")
  const header = decodeJson(headerPart)
  const claims = decodeJson(payloadPart)
  if (header?.alg !== "RS256" || claims === null || signature === undefined) return UNDECODABLE
  if (String(claims.iss) !== String(app.id) && claims.iss !== app.clientId) return UNDECODABLE
  const signed = verify(
    "RSA-SHA256",
    Buffer.from(`${headerPart}.${payloadPart}`),
    app.publicKey,
    Buffer.from(signature, "base64url"),
  )
  if (!signed) return UNDECODABLE
  const { iat, exp } = claims
  if (typeof iat !== "number" || !Number.isInteger(iat) || iat > nowSeconds) {
    return "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued"
  }
  if (typeof exp !== "number" || exp <= nowSeconds) {
    return "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires"
  }
  if (exp > nowSeconds + 600) return "'Expiration time' claim ('exp') is too far in the future"
  return null
}

/** An installation access token the stand-in issued. */
export interface IssuedToken {
  /** "token-1", "token-2"…: how `requests` names the token that made a request. */
  readonly id: string
  readonly token: string
  readonly permissions: Permissions
  /** The names of the repositories it may reach. */
  readonly repositories: readonly string[]
  /** ISO 8601: an hour after it was issued, as GitHub's, unless the stand-in was told otherwise. */
  readonly expiresAt: string
}

/** `ghs_` and 36 letters and digits, the shape of GitHub's installation tokens. */
export function newInstallationToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
  return `ghs_${[...randomBytes(36)].map((byte) => alphabet[byte % alphabet.length]).join("")}`
}

/** A permission a route needs, at a level; "write" includes "read". */
export interface PermissionNeed {
  readonly permission: string
  readonly level: PermissionLevel
}

export const allows = (permissions: Permissions, need: PermissionNeed): boolean => {
  const held = permissions[need.permission]
  return held === "write" || (held === "read" && need.level === "read")
}

/** The requested permissions the App does not hold at that level, by name. */
export function permissionsBeyond(requested: Permissions, granted: Permissions): string[] {
  return Object.entries(requested)
    .filter(([permission, level]) => !allows(granted, { permission, level }))
    .map(([permission]) => permission)
}
