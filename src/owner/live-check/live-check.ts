/**
 * `npm run check:live`: whether the live site keeps its promise that editors sign in with the
 * organisation's account and can change content only. Read-only: it reads the live site, the
 * provider, the repository's settings and the host's, and changes nothing. Each line is a promise
 * kept or not, with what fixes it (checklist.ts).
 */
import type { CheckLine } from "./checklist"
import { gatewayLines } from "./check-gateway"
import { previewLines } from "./check-previews"
import { repositoryLines } from "./check-repository"
import { signInLines } from "./check-sign-in"
import { ownerStatusOf, type LiveCheckContext } from "./context"

export type { LiveCheckContext } from "./context"

/** Every line, in the order the owner reads them: the gateway and its App, the sign-in, the repository, the previews. */
export async function runLiveCheck(context: LiveCheckContext): Promise<CheckLine[]> {
  const status = await ownerStatusOf(context)
  const parts = await Promise.all([
    gatewayLines(context, status),
    signInLines(context),
    repositoryLines(context, status),
    previewLines(context),
  ])
  return parts.flat()
}
