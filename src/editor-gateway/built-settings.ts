/**
 * The gateway's settings as this deploy's build wrote them from publishing.yaml (GATEWAY_SETTINGS_FILE
 * in settings.ts): what the hosts' functions bundle, so the list of editors is fixed at deploy.
 */
import written from "../../.editor-gateway/settings.json"
import type { GatewaySettings } from "./settings"

// Written by write-settings.ts from the typed settings; read back as they were written, whatever
// shape the file had when the type checker last saw it.
export const builtSettings = written as unknown as GatewaySettings | null
