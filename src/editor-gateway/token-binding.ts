/**
 * Which client an opaque access token was issued to. A JWT says so itself (its audience, which the
 * gateway checks); an opaque one (Google's) does not, and the provider's userinfo, which says whose
 * it is, does not say for which application. Any other application a listed person once signed in
 * to could otherwise replay that person's token here.
 *
 * Every code exchange of this site's editor passes through the gateway (sign-in.ts), for this
 * site's client, with its secret: so as it hands an opaque token to the editor, the gateway binds
 * it, "gw1.<the token, base64url>.<HMAC-SHA256 of it>", under a key derived (HKDF) from the GitHub
 * App's private key, which only the gateway holds, and from the issuer and client the token was
 * issued by and to: one App may serve several sites (or a site and its staging copy), and a token
 * another site's client was given must not count at this one's. A request's opaque token is taken
 * only with a binding that holds, and then checked at userinfo as it was issued. Nothing is stored.
 */

const PREFIX = "gw1"
const INFO = "cdm editor gateway: opaque access token binding"

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4)
  try {
    return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0))
  } catch {
    return null
  }
}

/** Whom a binding is for: the provider that issued the token, and the client it issued it to. */
export interface BindingScope {
  readonly issuer: string
  readonly clientId: string
}

async function bindingKey(secret: string, scope: BindingScope): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
  // JSON keeps the issuer and the client apart, whatever characters either holds.
  const info = encoder.encode(JSON.stringify([INFO, scope.issuer, scope.clientId]))
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info },
    material,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  )
}

/** The token as the editor is handed it: bound to this gateway, this provider and this client. */
export async function bindToken(token: string, secret: string, scope: BindingScope): Promise<string> {
  const bytes = encoder.encode(token)
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await bindingKey(secret, scope), bytes))
  return `${PREFIX}.${base64url(bytes)}.${base64url(mac)}`
}

/** Whether the token is one the gateway bound (it may still fail its binding). */
export function isBound(token: string): boolean {
  return token.startsWith(`${PREFIX}.`)
}

/** The provider's token inside a binding that holds, or null. */
export async function unbindToken(bound: string, secret: string, scope: BindingScope): Promise<string | null> {
  const [prefix, payload, mac, ...rest] = bound.split(".")
  if (prefix !== PREFIX || payload === undefined || mac === undefined || rest.length > 0) return null
  const bytes = fromBase64url(payload)
  const signature = fromBase64url(mac)
  if (!bytes || !signature) return null
  // crypto.subtle.verify compares in constant time.
  const holds = await crypto.subtle.verify("HMAC", await bindingKey(secret, scope), signature, bytes)
  return holds ? new TextDecoder().decode(bytes) : null
}
