/**
 * The parts of Decap's packages the editor registers (src/cms/editor-parts.ts), which ship no types
 * of their own (decap-cms-core does): each widget package's one widget, each backend package's class,
 * and the English phrases. Only what the editor uses is declared.
 */

declare module "decap-cms-widget-*" {
  import type { CmsWidgetParam } from "decap-cms-core"

  const widgetPackage: {
    /** The widget as Decap registers it (its name, control and preview). */
    Widget(): CmsWidgetParam<unknown>
  }
  export default widgetPackage
}

/** A backend's class as Decap's registry takes it: Decap constructs it with the configuration. */
interface DecapBackendClass {
  new (...args: never[]): DecapBackend
}

/** A backend, with the methods the editor wraps (src/cms/editor-backends.ts) among Decap's others. */
interface DecapBackend {
  authenticate(credentials: unknown): Promise<unknown>
  restoreUser(user: unknown): Promise<unknown>
  getMedia?(folder?: string): Promise<unknown>
  [method: string]: unknown
}

declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: DecapBackendClass
}

declare module "decap-cms-backend-git-gateway" {
  export const GitGatewayBackend: DecapBackendClass
}

declare module "decap-cms-backend-github" {
  export const GitHubBackend: DecapBackendClass
}

declare module "decap-cms-backend-gitlab" {
  export const GitLabBackend: DecapBackendClass
}

declare module "decap-cms-locales" {
  import type { CmsLocalePhrases } from "decap-cms-core"

  export const en: CmsLocalePhrases
}
