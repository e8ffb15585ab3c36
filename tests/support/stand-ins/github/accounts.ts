/** The GitHub accounts the stand-in names: the repository's owner and the App's bot. */

export interface Account {
  readonly login: string
  readonly id: number
  readonly type: "User" | "Bot" | "Organization"
}

/** A "simple user", as GitHub embeds an account in repositories, commits and pull requests. */
export function userJson(origin: string, account: Account) {
  return {
    login: account.login,
    id: account.id,
    node_id: Buffer.from(`04:${account.type}${account.id}`).toString("base64"),
    avatar_url: `https://avatars.githubusercontent.com/u/${account.id}?v=4`,
    gravatar_id: "",
    url: `${origin}/users/${encodeURIComponent(account.login)}`,
    html_url: `https://github.com/${account.type === "Bot" ? `apps/${account.login.replace(/\[bot\]$/, "")}` : account.login}`,
    type: account.type,
    site_admin: false,
  }
}
