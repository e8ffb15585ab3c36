/**
 * Whether anything can be scheduled on this site: only when editors sign in through the gateway
 * (`signIn`) and drafts are on (`reviewBeforePublishing: true`), as publishing.yaml says.
 * .github/workflows/scheduled.yml asks it first, with no secret, and runs the step that holds the
 * App's key only when it prints `on=true`: a site without drafts spends no secret every five minutes,
 * and never fails for lack of one it does not need.
 *
 * Usage: tsx scripts/scheduling-on.ts >> "$GITHUB_OUTPUT"
 */
import path from "node:path"
import { gatewaySettingsOf } from "../src/editor-gateway/settings"
import { readPublishingSettings } from "../src/settings/read-publishing"

const settings = gatewaySettingsOf(readPublishingSettings(path.join(__dirname, "..")))
console.log(`on=${String(settings !== null && settings.reviewBeforePublishing)}`)
