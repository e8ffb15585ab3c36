/**
 * /api/gateway/*: the editor's gateway on Netlify (src/editor-gateway/gateway.ts), a Netlify
 * Function (its web-standard form: a Request in, a Response out), which the Netlify CLI bundles at
 * deploy with the settings the build wrote from publishing.yaml. Its variables and secrets are the
 * site's environment variables (Functions scope).
 *
 * An ES module (package.json beside it says so), so Netlify bundles it as one: the gateway's
 * libraries (jose, @octokit/auth-app) are ES modules only, and AWS Lambda, which runs Netlify's
 * functions, turns off require() of an ES module (Node.js 20 and 22; `netlify dev` does so for
 * any); bundled as CommonJS, the function failed on every call there.
 * tests/build/netlify-functions.test.ts runs it under Netlify's emulation.
 */
import { answerGatewayRequest } from "../../src/editor-gateway/gateway"
import { builtSettings } from "../../src/editor-gateway/built-settings"

export default function editorGateway(request: Request): Promise<Response> {
  return answerGatewayRequest(request, { settings: builtSettings, env: process.env })
}

/**
 * Where Netlify serves the function: the gateway's own addresses (EDITOR_GATEWAY_PATH, in
 * src/content/routes.ts). Written out, since Netlify reads this object from the source without
 * running it; tests/build/netlify-functions.test.ts calls the gateway there through Netlify.
 */
export const config = { path: "/api/gateway/*" }
