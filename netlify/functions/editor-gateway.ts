/**
 * /api/gateway/*: the editor's gateway on Netlify (src/editor-gateway/gateway.ts), a Netlify
 * Function (its web-standard form: a Request in, a Response out), which the Netlify CLI bundles at
 * deploy with the settings the build wrote from publishing.yaml. Its variables and secrets are the
 * site's environment variables (Functions scope).
 */
import { answerGatewayRequest } from "../../src/editor-gateway/gateway"
import { builtSettings } from "../../src/editor-gateway/built-settings"

export default function editorGateway(request: Request): Promise<Response> {
  return answerGatewayRequest(request, { settings: builtSettings, env: process.env })
}

/**
 * Where Netlify serves the function: the gateway's own addresses (EDITOR_GATEWAY_PATH, in
 * src/content/routes.ts). Written out, since Netlify reads this object from the source without
 * running it; src/hosts/netlify.test.ts holds it to the constant.
 */
export const config = { path: "/api/gateway/*" }
