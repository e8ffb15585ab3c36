/**
 * GET /api/auth: where Decap CMS's login popup starts (its github backend, with base_url the
 * site's own origin and auth_endpoint "api/auth"). The flow is in src/editor-login/github-oauth.ts,
 * which wrangler bundles into this Function.
 */
export { startLogin as onRequestGet } from "../../../src/editor-login/github-oauth"
