/**
 * GET /api/auth/callback: where GitHub sends the login popup back, with a code to exchange for a
 * token. The flow is in src/editor-login/github-oauth.ts, which wrangler bundles into this Function.
 */
import { finishLogin, type PagesContext } from "../../../src/editor-login/github-oauth"

export function onRequestGet(context: PagesContext): Promise<Response> {
  return finishLogin(context)
}
