/**
 * /api/gateway/*: the editor's gateway on Cloudflare Pages (src/editor-gateway/gateway.ts), which
 * wrangler bundles into this Function with the settings the build wrote from publishing.yaml.
 * Its variables and secrets are the Pages project's (context.env).
 */
import { answerGatewayRequest } from "../../../src/editor-gateway/gateway"
import type { PagesContext } from "../../../src/editor-login/github-oauth"
import { builtSettings } from "../../../src/editor-gateway/built-settings"

export function onRequest({ request, env }: PagesContext): Promise<Response> {
  return answerGatewayRequest(request, { settings: builtSettings, env })
}
