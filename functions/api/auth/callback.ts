/**
 * GET /api/auth/callback: where GitHub sends the login popup back, with a code to exchange for a
 * token. The flow is in src/editor-login/github-oauth.ts, which wrangler bundles into this Function.
 */
export { finishLogin as onRequestGet } from "../../../src/editor-login/github-oauth"
