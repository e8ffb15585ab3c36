/**
 * Where the scheduled job (.github/workflows/scheduled.yml) finds the App's id and key: secrets of
 * GitHub's `production` environment, which reaches `main`'s jobs only. The setup puts them there and
 * the live check looks for them, by these names.
 */

export const PRODUCTION_ENVIRONMENT = "production"

/** The App's id and private key (GitHub allows no secret named GITHUB_…). */
export const SCHEDULED_JOB_SECRETS = { appId: "EDITOR_APP_ID", appPrivateKey: "EDITOR_APP_PRIVATE_KEY" } as const

/** Their names, in that order. */
export const SCHEDULED_JOB_SECRET_NAMES: readonly string[] = Object.values(SCHEDULED_JOB_SECRETS)
