/**
 * @jest-environment node
 */
import { createPrivateKey, generateKeyPairSync } from "node:crypto"
import { pkcs8Pem } from "./private-key"

describe("the GitHub App's private key", () => {
  it("is wrapped from GitHub's PKCS#1 into the PKCS#8 Web Crypto imports, the same key as OpenSSL's conversion", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    const pkcs1 = privateKey.export({ type: "pkcs1", format: "pem" }).toString()
    const wrapped = pkcs8Pem(pkcs1)
    expect(wrapped).toBe(privateKey.export({ type: "pkcs8", format: "pem" }).toString())
    const der = Buffer.from(wrapped.replace(/-----[^-]+-----|\s/g, ""), "base64")
    await expect(
      crypto.subtle.importKey("pkcs8", der, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["sign"]),
    ).resolves.toBeDefined()
    expect(createPrivateKey(wrapped).asymmetricKeyDetails?.modulusLength).toBe(2048)
  })

  it("is taken as it is when it is PKCS#8 already", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    const pkcs8 = privateKey.export({ type: "pkcs8", format: "pem" }).toString()
    expect(pkcs8Pem(pkcs8)).toBe(pkcs8)
  })
})
