/**
 * What GitHub's REST API sends and takes for the owner's calls, as GitHub's own OpenAPI description
 * says (@octokit/openapi-types): the setup, the live check and the tests' stand-in of GitHub all
 * read and write these shapes, so none of them can drift from GitHub's.
 */
import type { components, operations } from "@octokit/openapi-types"

type Schemas = components["schemas"]

export type Ruleset = Schemas["repository-ruleset"]
export type RulesetRule = Schemas["repository-rule"]
export type BypassActor = Schemas["repository-ruleset-bypass-actor"]
/** What "Create a repository ruleset" and "Update a repository ruleset" take. */
export type RulesetRequest = operations["repos/create-repo-ruleset"]["requestBody"]["content"]["application/json"]
export type Collaborator = Schemas["collaborator"]
export type CollaboratorPermission = Schemas["repository-collaborator-permission"]
export type Installation = Schemas["installation"]
export type AppPermissions = Schemas["app-permissions"]
export type Issue = Schemas["issue"]
export type PublicUser = Schemas["public-user"]
export type PrivateUser = Schemas["private-user"]
export type FullRepository = Schemas["full-repository"]
/** "Create a GitHub App from a manifest": the App, with its key and secrets. */
export type ManifestConversion =
  operations["apps/create-from-manifest"]["responses"][201]["content"]["application/json"]
