/**
 * GitHub Actions' secrets of the repository's environments (`production`, `preview`), as GitHub's
 * REST API keeps them: each environment has a public key (a libsodium box key, its id beside it), a
 * secret arrives sealed to it ("Create or update an environment secret") and only its name is ever
 * given back ("List environment secrets"). The stand-in holds each key's private half, so a test
 * opens what the owner's setup sealed and reads the value GitHub Actions would give a job.
 */
import sodium from "libsodium-wrappers"
import type { StandInEnvironment } from "./administration-state"
import { needs, read, route, write, type Route, type RouteRequest, type StandInState } from "./context"
import { ApiError, json, notFound } from "./http"

/** The environments of a repository set up as docs/deploying/README.md says. */
export const ENVIRONMENTS = ["production", "preview"] as const

export async function newEnvironments(): Promise<Map<string, StandInEnvironment>> {
  await sodium.ready
  return new Map(
    ENVIRONMENTS.map((name, index) => {
      const { publicKey, privateKey } = sodium.crypto_box_keypair()
      return [name, { keyId: String(5682501672 + index), publicKey, privateKey, secrets: new Map() }]
    }),
  )
}

/** A sealed value opened with the environment's private key; throws when it was not sealed to its public key. */
function opened(environment: StandInEnvironment, encryptedValue: string): string {
  const box = sodium.from_base64(encryptedValue, sodium.base64_variants.ORIGINAL)
  return sodium.to_string(sodium.crypto_box_seal_open(box, environment.publicKey, environment.privateKey))
}

/** A secret's value as a job would read it. */
export function openedSecret(environment: StandInEnvironment, name: string): string | undefined {
  const sealed = environment.secrets.get(name)
  return sealed && opened(environment, sealed.encryptedValue)
}

/** Keeps a sealed value under its name (its first creation's date kept); whether it replaced one. */
function keep(environment: StandInEnvironment, name: string, encryptedValue: string): boolean {
  const known = environment.secrets.get(name)
  const now = new Date().toISOString()
  environment.secrets.set(name, {
    encryptedValue,
    keyId: environment.keyId,
    createdAt: known?.createdAt ?? now,
    updatedAt: now,
  })
  return known !== undefined
}

/** Keeps a secret as GitHub would after the owner typed it on the environment's page. */
export function sealSecret(environment: StandInEnvironment, name: string, value: string): void {
  const sealed = sodium.crypto_box_seal(sodium.from_string(value), environment.publicKey)
  keep(environment, name, sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL))
}

function environmentOf({ params }: RouteRequest, state: StandInState): StandInEnvironment {
  const environment = state.administration.environments.get(params[0])
  if (!environment) throw notFound()
  return environment
}

/** A secret's name as GitHub allows it: letters, digits and underscores, not starting with a digit nor GITHUB_. */
const SECRET_NAME = /^(?!GITHUB_)[A-Z_][A-Z0-9_]*$/i

function putSecret(request: RouteRequest, state: StandInState) {
  const environment = environmentOf(request, state)
  const name = request.params[1]
  if (!SECRET_NAME.test(name))
    throw new ApiError(
      422,
      "Secret names can only contain alphanumeric characters or underscores, and must not start with GITHUB_",
    )
  const [encryptedValue, keyId] = [request.body.string("encrypted_value"), request.body.string("key_id")]
  if (keyId !== environment.keyId) throw new ApiError(422, "Bad request: key_id is not the environment's")
  try {
    opened(environment, encryptedValue)
  } catch {
    throw new ApiError(422, "Bad request: the value is not sealed to the environment's public key")
  }
  const known = keep(environment, name, encryptedValue)
  return json(known ? 204 : 201, known ? undefined : {})
}

/** Routes below /repos/{owner}/{repo}: a fine-grained token needs the Environments permission, as GitHub's do. */
export const environmentSecretRoutes: readonly Route[] = [
  route(
    "GET",
    /^\/environments\/([^/]+)\/secrets\/public-key$/,
    "actions/secrets#get-an-environment-public-key",
    needs(read("environments")),
    (request, state) => {
      const environment = environmentOf(request, state)
      return json(200, {
        key_id: environment.keyId,
        key: sodium.to_base64(environment.publicKey, sodium.base64_variants.ORIGINAL),
      })
    },
  ),
  route(
    "GET",
    /^\/environments\/([^/]+)\/secrets$/,
    "actions/secrets#list-environment-secrets",
    needs(read("environments")),
    (request, state) => {
      const secrets = [...environmentOf(request, state).secrets].map(([name, sealed]) => ({
        name,
        created_at: sealed.createdAt,
        updated_at: sealed.updatedAt,
      }))
      return json(200, { total_count: secrets.length, secrets })
    },
  ),
  route(
    "PUT",
    /^\/environments\/([^/]+)\/secrets\/([^/]+)$/,
    "actions/secrets#create-or-update-an-environment-secret",
    needs(write("environments")),
    putSecret,
  ),
]
