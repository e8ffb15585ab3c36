/**
 * What the owner does in the organisation's sign-in console, provider by provider, with this site's
 * own values (the address editors come back to, the scope), and what the setup then asks to write
 * publishing.yaml's signIn. The provider's facts the gateway and the settings check rely on live in
 * src/settings/sign-in-providers.ts; these are the owner's steps around them.
 */
import { DEFAULT_SCOPE } from "../../editor-gateway/settings"
import { GOOGLE_HOST, NEEDING_AN_AUDIENCE, signInProviderOf } from "../../settings/sign-in-providers"
import type { Prompts } from "./prompts"

/** What publishing.yaml's signIn gets from the provider (its editors are asked apart). */
export interface ProviderAnswers {
  readonly issuer: string
  readonly clientId: string
  readonly scope?: string
  readonly audience?: string
  readonly emailClaim?: string
}

export interface ProviderGuide {
  readonly name: string
  /** The console's steps, with the address editors come back to. */
  register(redirect: string): string[]
  ask(prompts: Prompts): Promise<ProviderAnswers>
}

/** Entra ID: the site's own scope, so that its access tokens are made for the gateway. */
const ENTRA_SCOPE_NAME = "content"

const entra: ProviderGuide = {
  name: "Microsoft Entra ID",
  register: (redirect) => [
    "In the Microsoft Entra admin centre: App registrations → New registration.",
    `  Name: the site's editor; Accounts in this organizational directory only; Redirect URI: platform Web, ${redirect}`,
    "  Certificates & secrets → New client secret: keep its Value for a moment (the setup asks for it, and does not show it).",
    `  Expose an API → Application ID URI: Add (api://<client id>) → Add a scope named ${ENTRA_SCOPE_NAME} (admins and users may consent).`,
    '  Manifest → "requestedAccessTokenVersion": 2 (in the older view, "accessTokenAcceptedVersion": 2) → Save.',
  ],
  async ask(prompts) {
    const tenant = await prompts.ask("  Its Directory (tenant) ID, from the registration's Overview")
    const clientId = await prompts.ask("  Its Application (client) ID")
    return {
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
      clientId,
      scope: `openid email profile api://${clientId}/${ENTRA_SCOPE_NAME}`,
      emailClaim: "preferred_username",
    }
  },
}

const google: ProviderGuide = {
  name: "Google Workspace",
  register: (redirect) => [
    "In the Google Cloud console, in a project of the organisation: APIs & Services → OAuth consent screen, user type Internal.",
    `  Credentials → Create credentials → OAuth client ID, type Web application; Authorised redirect URI: ${redirect}`,
    `  The site asks for the scopes ${DEFAULT_SCOPE}: nothing else to enable.`,
    "  Keep the client secret for a moment (the setup asks for it, and does not show it).",
  ],
  async ask(prompts) {
    return { issuer: `https://${GOOGLE_HOST}`, clientId: await prompts.ask("  Its client ID") }
  },
}

const anotherProvider: ProviderGuide = {
  name: "Another OpenID Connect provider (Okta, Auth0, Keycloak…)",
  register: (redirect) => [
    `In the provider's console: a web application, authorization code with PKCE, redirect URI ${redirect}, scopes ${DEFAULT_SCOPE}.`,
    "  Its access tokens must carry the person's address and email_verified: docs/deploying/editor-sign-in.md says how for Okta, Auth0 and Keycloak.",
  ],
  async ask(prompts) {
    const issuer = await prompts.ask("  Its issuer (https://…, as its discovery document names it)")
    const clientId = await prompts.ask("  The client id")
    const needed = NEEDING_AN_AUDIENCE.find((provider) => provider.name === signInProviderOf(issuer)?.name)
    const audience = needed
      ? await prompts.ask(`  The audience of its access tokens: ${needed.audienceOfItsAccessTokens}`)
      : await prompts.ask(
          "The audience of its access tokens, if they are JWTs for an API of the site's own (Enter: the client id)",
          "",
        )
    const emailClaim = await prompts.ask("  The claim of its tokens that holds the person's address", "email")
    return {
      issuer,
      clientId,
      ...(audience ? { audience } : {}),
      ...(emailClaim === "email" ? {} : { emailClaim }),
    }
  },
}

export const PROVIDER_GUIDES: readonly ProviderGuide[] = [entra, google, anotherProvider]
