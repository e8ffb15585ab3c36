/**
 * The content editor at ADMIN_PATH (src/content/routes.ts): gatsby-plugin-decap-cms's build of it,
 * with this site's settings and fixes.
 *
 * Only the plugin's node side is taken. Its gatsby-browser.js loads the Netlify Identity widget,
 * which this site does not use, yet Gatsby would put it (and a webpack warning) into the JavaScript
 * of every public page.
 */
import { rmSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode, PluginOptions, PreInitArgs } from "gatsby"
import { ADMIN_FOLDER, ADMIN_PATH } from "../../src/content/routes"
import { ADMIN_SOURCE_MAPS } from "./source-maps"

/** The node APIs of gatsby-plugin-decap-cms, which has no types of its own. */
interface DecapNodeApi {
  onPreInit(args: PreInitArgs, options: PluginOptions): void
  onCreateDevServer(args: CreateDevServerArgs, options: PluginOptions): void
  onCreateWebpackConfig(args: CreateWebpackConfigArgs, options: PluginOptions): Promise<void>
}

/** The webpack plugin classes the Decap plugin builds the page with, as it resolves them. */
type PluginClass<Instance> = abstract new (...args: never[]) => Instance

const requireHere = createRequire(__filename)
const upstreamEntry = requireHere.resolve("gatsby-plugin-decap-cms/gatsby-node")
const upstream = requireHere(upstreamEntry) as DecapNodeApi
const requireAsUpstream = createRequire(upstreamEntry)
const CopyPlugin = requireAsUpstream("copy-webpack-plugin") as PluginClass<object>
const HtmlTagsPlugin = requireAsUpstream("html-webpack-tags-plugin") as PluginClass<object>
/** axe-core's minified file, which the editor bundles as its text. */
const AXE_SOURCE = /axe-core[\\/]axe\.min\.js$/
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
/** Gatsby's JavaScript minifier (terser-webpack-plugin), which can hand the work to esbuild. */
const requireAsGatsby = createRequire(requireHere.resolve("gatsby/package.json"))
const TerserPlugin = requireAsGatsby("terser-webpack-plugin") as {
  new (options: { minify: unknown; terserOptions: Record<string, unknown> }): object
  /** The minify function that runs esbuild (the site's own, from package.json) instead of Terser. */
  esbuildMinify: unknown
}

/** Webpack's plugin that writes source maps where it is told, rather than beside each script (devtool). */
const { SourceMapDevToolPlugin } = requireAsGatsby("webpack") as {
  SourceMapDevToolPlugin: new (options: { filename: string; append: false }) => object
}

/** Gatsby's webpack plugin helpers, which the Decap plugin hands to customizeWebpackConfig. */
interface WebpackPluginHelpers {
  define(values: Record<string, string>): unknown
}

/** The part of the editor's webpack configuration the fixes change. */
interface AdminWebpackConfig {
  mode: string
  entry: Record<string, string[]>
  devtool?: string | false
  output: { path: string; publicPath?: string; clean?: boolean }
  cache?: false | { type: string; name?: string; cacheLocation?: string }
  plugins: unknown[]
  /** The packages the upstream plugin leaves out of the bundle, each read from a global its copied script sets. */
  externals?: Record<string, string>[]
  optimization?: { minimizer?: unknown[] }
  module?: { rules?: unknown[] }
}

/**
 * Fixes to the Decap plugin's build of the editor page:
 * - It leaves React, ReactDOM and the CMS out of the bundle and copies their prebuilt UMD files
 *   beside it; React 19 ships no UMD build (decap-cms#7878), and a prebuilt CMS carries the
 *   versions of its dependencies it was built with, beyond this lock file's reach. The editor is
 *   bundled whole instead, from the packages' ES modules, so what runs in an editor's tab is what
 *   package-lock.json and its overrides pin.
 * - Its entry starts with a module of its own that imports all of Decap (decap-cms-app: every
 *   backend, widget and language) and links a preview stylesheet: the entry is src/cms/cms.ts
 *   alone, which registers the parts of Decap the site uses and loads what the first screen does
 *   not need after it (docs/performance.md, "The content editor").
 * - It writes a source map beside each script, 80 % of the folder's bytes, deployed with it: they
 *   are written to ADMIN_SOURCE_MAPS instead, and no script names one.
 * - It minifies with Terser, which on the editor's 5 MB of ES modules takes about 30 s more than
 *   esbuild on two cores (through the same webpack plugin), for 11 % fewer bytes at start (1.13
 *   against 1.28 MB brotli): a clean build of every pull request pays the one, an editor's first
 *   visit to /admin/ the other (docs/performance.md).
 * - It copies Gatsby's webpack cache settings, so the editor and the site overwrote each other's
 *   cache and every rebuild recompiled both: the editor gets its own, one for each mode. A cache
 *   shared by `gatsby develop` and `gatsby build` hands one the other's module resolutions: the
 *   development editor then mixed Emotion's production and development builds, two contexts, and
 *   its preview lost the site's styles.
 * - Decap's loaded entry replaces a local backup the editor just chose to restore (decap-cms#5470):
 *   keep-restored-backup.js, a loader for that one module, keeps the restored draft.
 * - The preview's check runs axe-core in the preview's frame, from its code's text: axe's own
 *   (axe.source) is its function's text as minified, which calls the helpers esbuild puts outside
 *   it, so axe.min.js is bundled as its text (AXE_SOURCE, as-text.js), untouched.
 * - Its page links scripts relatively ("cms.js"), which the CDN's clean URL /admin resolves to
 *   /cms.js, a 404: they are linked from ADMIN_PATH.
 * - It marks the page robots "none"; "noindex, nofollow" says the same to every crawler.
 * - Its page has no lang: it gets the site's (htmlLang, from site.yaml's locale), as every page has.
 * - The editor's backend comes from publishing.yaml (editorSettings), as do the site's address and
 *   the contact form's service its preview draws pages with (ownerSettings), and what each kind of
 *   page reads from its query (pageReads), and the board's clock from site.yaml (boardTimeZone),
 *   all defined for src/cms/cms.ts.
 */
function adjustAdminPage(
  webpackConfig: AdminWebpackConfig,
  {
    entry,
    language,
    editorSettings,
    ownerSettings,
    pageReads,
    boardTimeZone,
  }: {
    entry: string
    language: string
    editorSettings: unknown
    ownerSettings: unknown
    pageReads: unknown
    boardTimeZone: unknown
  },
  define: (values: Record<string, string>) => unknown,
): void {
  webpackConfig.entry = { cms: [entry] }
  const cache = webpackConfig.cache
  if (cache && cache.cacheLocation) {
    const name = `decap-admin-${webpackConfig.mode}`
    webpackConfig.cache = { ...cache, name, cacheLocation: path.join(path.dirname(cache.cacheLocation), name) }
  }
  // Everything bundled: no externals, so nothing to copy beside the bundle or link before it.
  webpackConfig.externals = []
  // Gatsby runs this file compiled into .cache/: the project's folder is found from the output's (public/admin).
  const projectDir = path.dirname(path.dirname(webpackConfig.output.path))
  const restoredBackupKept = path.join(projectDir, "plugins", "decap-admin", "keep-restored-backup.js")
  const asText = path.join(projectDir, "plugins", "decap-admin", "as-text.js")
  webpackConfig.module = {
    ...webpackConfig.module,
    rules: [
      ...(webpackConfig.module?.rules ?? []),
      { test: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]entries\.js$/, use: [restoredBackupKept] },
      // axe-core as its text, which the preview runs in its frame (src/cms/checking/axe-in-preview.ts).
      { test: AXE_SOURCE, enforce: "pre", use: [asText] },
    ],
  }
  webpackConfig.plugins = webpackConfig.plugins.filter(
    (plugin) => !(plugin instanceof CopyPlugin) && !(plugin instanceof HtmlTagsPlugin),
  )
  if (webpackConfig.mode === "production") {
    webpackConfig.optimization = {
      ...webpackConfig.optimization,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.esbuildMinify, terserOptions: {} })],
    }
    webpackConfig.devtool = false
    // This build's maps only, as the editor's folder holds this build's scripts only.
    rmSync(path.join(projectDir, ADMIN_SOURCE_MAPS), { recursive: true, force: true })
    const maps = path.relative(webpackConfig.output.path, path.join(projectDir, ADMIN_SOURCE_MAPS))
    webpackConfig.plugins.push(new SourceMapDevToolPlugin({ filename: `${maps}/[file].map`, append: false }))
  }
  webpackConfig.output.publicPath = ADMIN_PATH
  // The editor's folder holds this build's files only, never an earlier build's (or version's) chunks.
  webpackConfig.output.clean = true
  const page = webpackConfig.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin)
  if (page) page.userOptions.meta = { ...page.userOptions.meta, robots: "noindex, nofollow" }
  // publishing.yaml's settings, which src/cms/cms.ts turns into Decap's backend: a JSON text, which
  // the minifier keeps as one string the browser tests can swap whole.
  webpackConfig.plugins.push(
    define({
      CMS_EDITOR_SETTINGS: JSON.stringify(JSON.stringify(editorSettings ?? null)),
      CMS_OWNER_SETTINGS: JSON.stringify(ownerSettings ?? null),
      CMS_PAGE_READS: JSON.stringify(pageReads),
      CMS_BOARD_TIME_ZONE: JSON.stringify(boardTimeZone ?? null),
    }),
  )
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
          entry: String(options.modulePath),
          language: typeof options.htmlLang === "string" ? options.htmlLang : "en",
          editorSettings: options.editorSettings,
          ownerSettings: options.ownerSettings,
          pageReads: options.pageReads,
          boardTimeZone: options.boardTimeZone,
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
