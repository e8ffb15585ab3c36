/**
 * The gateway's settings as this deploy's build wrote them from publishing.yaml (GATEWAY_SETTINGS_FILE
 * in settings.ts): what the hosts' functions bundle, so the list of editors is fixed at deploy.
 */
import written from "../../.editor-gateway/settings.json"
import type { GatewaySettings } from "./settings"

export const builtSettings = written as GatewaySettings | null
