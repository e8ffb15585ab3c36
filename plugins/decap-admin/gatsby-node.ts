/**
 * The content editor at ADMIN_PATH (src/content/routes.ts): gatsby-plugin-decap-cms's build of it,
 * with this site's settings and fixes.
 *
 * Only the plugin's node side is taken. Its gatsby-browser.js loads the Netlify Identity widget,
 * which this site does not use, yet Gatsby would put it (and a webpack warning) into the JavaScript
 * of every public page.
 */
import { createRequire } from "node:module"
import path from "node:path"
import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode, PluginOptions, PreInitArgs } from "gatsby"
import { ADMIN_FOLDER, ADMIN_PATH } from "../../src/content/routes"

/** The node APIs of gatsby-plugin-decap-cms, which has no types of its own. */
interface DecapNodeApi {
  onPreInit(args: PreInitArgs, options: PluginOptions): void
  onCreateDevServer(args: CreateDevServerArgs, options: PluginOptions): void
  onCreateWebpackConfig(args: CreateWebpackConfigArgs, options: PluginOptions): Promise<void>
}

/** The webpack plugin classes the Decap plugin builds the page with, as it resolves them. */
type PluginClass<Instance> = abstract new (...args: never[]) => Instance
interface CopyPattern {
  from: string
  to: string
  info?: Record<string, unknown>
}

const requireHere = createRequire(__filename)
const upstreamEntry = requireHere.resolve("gatsby-plugin-decap-cms/gatsby-node")
const upstream = requireHere(upstreamEntry) as DecapNodeApi
const requireAsUpstream = createRequire(upstreamEntry)
const CopyPlugin = requireAsUpstream("copy-webpack-plugin") as PluginClass<{ patterns: CopyPattern[] }>
/** The page's HTML as html-webpack-plugin is about to write it. */
interface HtmlEmit {
  html: string
}
/** The part of a webpack compiler a plugin's apply uses: the hook each compilation starts with. */
interface WebpackCompiler {
  hooks: { compilation: { tap(name: string, run: (compilation: object) => void): void } }
}
const HtmlWebpackPlugin = requireAsUpstream("html-webpack-plugin") as PluginClass<{
  userOptions: { meta?: Record<string, string> }
}> & {
  getHooks(compilation: object): { beforeEmit: { tap(name: string, run: (data: HtmlEmit) => HtmlEmit): void } }
}

/** Gatsby's webpack plugin helpers, which the Decap plugin hands to customizeWebpackConfig. */
interface WebpackPluginHelpers {
  define(values: Record<string, string>): unknown
}

/** The part of the editor's webpack configuration the fixes change. */
interface AdminWebpackConfig {
  output: { publicPath?: string }
  cache?: false | { type: string; name?: string; cacheLocation?: string }
  plugins: unknown[]
}

/**
 * Fixes to the Decap plugin's build of the editor page:
 * - It copies Gatsby's webpack cache settings, so the editor and the site overwrote each other's
 *   cache and every rebuild recompiled both: the editor gets its own.
 * - It copies the prebuilt, minified CMS (4.4 MB) into the build, where the minifier minified it
 *   again on every clean build (about 20 s): the copies are marked minified, and the CMS's licence
 *   file that the bundle refers to is copied beside it.
 * - Its page links scripts relatively ("cms.js"), which the CDN's clean URL /admin resolves to
 *   /cms.js, a 404: they are linked from ADMIN_PATH.
 * - It marks the page robots "none"; "noindex, nofollow" says the same to every crawler.
 * - Its page has no lang: it gets the site's (htmlLang, from site.yaml's locale), as every page has.
 * - The editor's backend comes from publishing.yaml (editorSettings), defined for src/cms/cms.ts.
 */
function adjustAdminPage(
  webpackConfig: AdminWebpackConfig,
  { language, editorSettings }: { language: string; editorSettings: unknown },
  define: (values: Record<string, string>) => unknown,
): void {
  const cache = webpackConfig.cache
  if (cache && cache.cacheLocation) {
    webpackConfig.cache = {
      ...cache,
      name: "decap-admin",
      cacheLocation: path.join(path.dirname(cache.cacheLocation), "decap-admin"),
    }
  }
  const copy = webpackConfig.plugins.find((plugin) => plugin instanceof CopyPlugin)
  if (copy) {
    const cms = copy.patterns.find((pattern) => pattern.to === "decap-cms-app.js")
    copy.patterns = [
      ...copy.patterns,
      ...(cms ? [{ from: `${cms.from}.LICENSE.txt`, to: `${cms.to}.LICENSE.txt` }] : []),
    ].map((pattern) => ({ ...pattern, info: { minimized: true } }))
  }
  webpackConfig.output.publicPath = ADMIN_PATH
  const page = webpackConfig.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin)
  if (page) page.userOptions.meta = { ...page.userOptions.meta, robots: "noindex, nofollow" }
  // publishing.yaml's settings, which src/cms/cms.ts turns into Decap's backend.
  webpackConfig.plugins.push(define({ CMS_EDITOR_SETTINGS: JSON.stringify(editorSettings ?? null) }))
  webpackConfig.plugins.push({
    apply(compiler: WebpackCompiler) {
      compiler.hooks.compilation.tap("AdminPageLanguage", (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap("AdminPageLanguage", (data) => ({
          ...data,
          html: withLanguage(data.html, language),
        }))
      })
    },
  })
}

/** The page with its language on <html>, which html-webpack-plugin's own page leaves out. */
function withLanguage(html: string, language: string): string {
  if (/<html\b[^>]*\blang=/i.test(html)) return html
  return html.replace(/<html\b/i, `<html lang="${language}"`)
}

/** The site's options (modulePath, htmlTitle, htmlFavicon) with the settings this plugin owns. */
function decapOptions(options: PluginOptions): PluginOptions {
  return {
    ...options,
    publicPath: ADMIN_FOLDER,
    // src/cms/cms.ts registers its widgets and previews before it starts the CMS.
    manualInit: true,
    // No Netlify Identity: editors sign in through the git host.
    enableIdentityWidget: false,
    includeRobots: false,
    customizeWebpackConfig: (webpackConfig: AdminWebpackConfig, { plugins }: { plugins: WebpackPluginHelpers }) =>
      adjustAdminPage(
        webpackConfig,
        {
          language: typeof options.htmlLang === "string" ? options.htmlLang : "en",
          editorSettings: options.editorSettings,
        },
        (values) => plugins.define(values),
      ),
  }
}

// Two parameters each: Gatsby waits for a callback from an API function that declares a third.
export const onPreInit: GatsbyNode["onPreInit"] = (args, options) => upstream.onPreInit(args, decapOptions(options))

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args, options) =>
  upstream.onCreateDevServer(args, decapOptions(options))

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) =>
  upstream.onCreateWebpackConfig(args, decapOptions(options))
