/**
 * What the gateway and the settings check must know of particular OpenID providers, each recognised
 * by its issuer, where it differs from what every provider is asked (docs/security.md has the whole
 * table). A provider not recognised here (Okta or Auth0 at a domain of the organisation's own, any
 * other provider) is read as strictly as any: its tokens must say that they are access tokens and
 * that the address is verified.
 */

interface SignInProvider {
  readonly name: string
  /** Whether an issuer (publishing.yaml's, or the one the gateway asks) is this provider's. */
  readonly issues: (issuer: URL) => boolean
  /**
   * False for a provider that never says whether an address is verified: none of its tokens, nor
   * its userinfo, carries `email_verified`, so its absence says nothing there.
   */
  readonly saysWhetherVerified: boolean
  /**
   * True for a provider whose web clients must authenticate at the token exchange even with PKCE:
   * the host then holds SIGN_IN_CLIENT_SECRET (the live check asks for it).
   */
  readonly wantsClientSecret: boolean
  /**
   * Where the owner finds the audience of its access tokens, for a provider that gives the client
   * id (publishing.yaml's audience when left out) to its ID tokens only: its access tokens carry
   * another, which publishing.yaml must name.
   */
  readonly audienceOfItsAccessTokens?: string
}

/** Entra ID's sign-in hosts: the global one, US Government's and China's (21Vianet). */
const ENTRA_HOSTS = ["login.microsoftonline.com", "login.microsoftonline.us", "login.partner.microsoftonline.cn"]
/** Google's one issuer, for every Workspace. */
export const GOOGLE_HOST = "accounts.google.com"
/** Okta's own domains for an organisation: <org>.okta.com, and its preview and EMEA cells. */
const OKTA_DOMAINS = ["okta.com", "oktapreview.com", "okta-emea.com"]

const PROVIDERS: readonly SignInProvider[] = [
  {
    name: "Microsoft Entra ID",
    issues: (issuer) => ENTRA_HOSTS.includes(issuer.hostname),
    saysWhetherVerified: false,
    // Its "Web" platform, which the redirect URI is registered under.
    wantsClientSecret: true,
  },
  {
    name: "Google Workspace",
    issues: (issuer) => issuer.hostname === GOOGLE_HOST,
    saysWhetherVerified: true,
    wantsClientSecret: true,
  },
  {
    name: "Okta",
    issues: (issuer) => OKTA_DOMAINS.some((domain) => issuer.hostname.endsWith(`.${domain}`)),
    saysWhetherVerified: true,
    // A single-page app needs none; a web app does.
    wantsClientSecret: false,
    audienceOfItsAccessTokens:
      "the Audience of its authorization server (Security, API, Authorization Servers), api://default for the default server",
  },
  {
    name: "Keycloak",
    // https://<host>/realms/<realm>, or /auth/realms/<realm> before Keycloak 17.
    issues: (issuer) => /^\/(auth\/)?realms\/[^/]+\/?$/.test(issuer.pathname),
    saysWhetherVerified: true,
    // A public client needs none; a confidential one does.
    wantsClientSecret: false,
    audienceOfItsAccessTokens:
      "the audience an Audience mapper adds to the client's access tokens (Keycloak adds none for this site by itself)",
  },
]

/** The provider an issuer is recognised as, or undefined. */
export function signInProviderOf(issuer: string): SignInProvider | undefined {
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    return undefined
  }
  return PROVIDERS.find((provider) => provider.issues(url))
}

/** Whether the provider at this issuer says, one way or the other, whether an address is verified. */
export function saysWhetherVerified(issuer: string): boolean {
  return signInProviderOf(issuer)?.saysWhetherVerified ?? true
}

/** Whether the provider at this issuer wants the client's secret at the token exchange (unknown providers: not necessarily). */
export function wantsClientSecret(issuer: string): boolean {
  return signInProviderOf(issuer)?.wantsClientSecret ?? false
}

/** The providers publishing.yaml must name the audience of, since their ID tokens alone carry the client id. */
export const NEEDING_AN_AUDIENCE = PROVIDERS.filter((provider) => provider.audienceOfItsAccessTokens !== undefined)
