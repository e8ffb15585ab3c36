/**
 * The build's half of the gateway's settings (settings.ts): publishing.yaml's, written where the
 * hosts' bundlers find them when they bundle the gateway's function for the deploy. Apart from
 * settings.ts because it writes a file: the gateway itself runs where there is no file system.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { PublishingSettings } from "../settings/publishing"
import { GATEWAY_SETTINGS_FILE, gatewaySettingsOf } from "./settings"

/** Writes the gateway's settings for the next deploy's functions (null: the gateway is off). */
export function writeGatewaySettings(projectDir: string, settings: PublishingSettings): void {
  const file = path.join(projectDir, GATEWAY_SETTINGS_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(gatewaySettingsOf(settings), null, 2)}\n`)
}
