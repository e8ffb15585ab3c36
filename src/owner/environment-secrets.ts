/**
 * The secrets of a GitHub Actions environment, as the owner's tools reach them with an admin's
 * token: which are set (GitHub gives names back, never values), and setting one, sealed with the
 * environment's public key in a libsodium sealed box as GitHub requires, so only GitHub Actions can
 * open it.
 */
import sodium from "libsodium-wrappers"
import type { GitHubRest } from "./github-rest"

const secretsPath = (repository: string, environment: string) =>
  `/repos/${repository}/environments/${encodeURIComponent(environment)}/secrets`

/** The names of the environment's secrets. */
export async function environmentSecretNames(
  github: GitHubRest,
  repository: string,
  environment: string,
): Promise<Set<string>> {
  const listed = await github.get<{ secrets: { name: string }[] }>(
    `${secretsPath(repository, environment)}?per_page=100`,
  )
  return new Set(listed.secrets.map((secret) => secret.name))
}

/** Sets (or replaces) the environment's secrets, each sealed to the environment's public key. */
export async function putEnvironmentSecrets(
  github: GitHubRest,
  repository: string,
  environment: string,
  secrets: Readonly<Record<string, string>>,
): Promise<void> {
  const path = secretsPath(repository, environment)
  const [{ key_id, key }] = await Promise.all([
    github.get<{ key_id: string; key: string }>(`${path}/public-key`),
    sodium.ready,
  ])
  const publicKey = sodium.from_base64(key, sodium.base64_variants.ORIGINAL)
  for (const [name, value] of Object.entries(secrets)) {
    const sealed = sodium.crypto_box_seal(sodium.from_string(value), publicKey)
    await github.send("PUT", `${path}/${name}`, {
      encrypted_value: sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL),
      key_id,
    })
  }
}
