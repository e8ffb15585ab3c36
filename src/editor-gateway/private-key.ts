/**
 * The GitHub App's private key in the form the web's crypto reads. GitHub hands out an App's key as
 * PKCS#1 ("BEGIN RSA PRIVATE KEY"); Web Crypto, which the gateway signs with on Cloudflare's runtime
 * (universal-github-app-jwt's web build), imports PKCS#8 only. The two differ by a fixed wrapper
 * (RFC 5958's OneAsymmetricKey: version 0, the rsaEncryption algorithm, the PKCS#1 key as an octet
 * string), so the owner pastes the key as GitHub gave it and the gateway wraps it; a PKCS#8 key is
 * taken as it is.
 */

const PKCS1 = /-----BEGIN RSA PRIVATE KEY-----([\s\S]+?)-----END RSA PRIVATE KEY-----/

/** A DER length: short form below 128, else the count of length bytes, then the length big-endian. */
function derLength(length: number): number[] {
  if (length < 0x80) return [length]
  const bytes: number[] = []
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return [0x80 | bytes.length, ...bytes]
}

function derElement(tag: number, content: readonly number[]): number[] {
  return [tag, ...derLength(content.length), ...content]
}

/** INTEGER 0, then AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }. */
const VERSION_AND_ALGORITHM = [
  ...[0x02, 0x01, 0x00],
  ...derElement(0x30, [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]),
]

/** The key as PKCS#8 PEM: a PKCS#1 key wrapped, any other text as it was. */
export function pkcs8Pem(pem: string): string {
  const body = PKCS1.exec(pem)?.[1]
  if (body === undefined) return pem
  const pkcs1 = [...atob(body.replace(/\s+/g, ""))].map((character) => character.charCodeAt(0))
  const der = derElement(0x30, [...VERSION_AND_ALGORITHM, ...derElement(0x04, pkcs1)])
  const base64 = btoa(String.fromCharCode(...der))
  const lines = base64.match(/.{1,64}/g) ?? []
  return ["-----BEGIN PRIVATE KEY-----", ...lines, "-----END PRIVATE KEY-----", ""].join("\n")
}
