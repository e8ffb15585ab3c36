import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { manifestPluginOptions } from "./src/cdn/manifest"
import { sitemapPluginOptions } from "./src/cdn/sitemap"
import { readSiteYamlIfValid } from "./src/cdn/site-yaml"
import { contentFileFor } from "./src/content/content-files"

interface YamlFileNode {
  readonly relativePath: string
}

/** Each YAML file becomes the node type registered for it in src/content/content-files.ts. */
function yamlTypeName({ node }: { node: YamlFileNode }): string {
  const file = contentFileFor(node.relativePath)
  if (!file) throw new Error(`content/${node.relativePath} is not a file the site knows. See content/README.md.`)
  return file.typeName
}

// Names and the site's address for the manifest and the sitemap, written once in content/site.yaml.
const site = readSiteYamlIfValid(path.join(__dirname, "content"))
interface AdminWebpackConfig {
  output: { publicPath?: string }
  cache?: false | { type: string; name?: string; cacheLocation?: string }
  plugins: {
    readonly constructor: { readonly name: string }
    userOptions?: { meta?: Record<string, string> }
    patterns?: { from: string; to: string; info?: Record<string, unknown> }[]
  }[]
}

/**
 * Fixes to the plugin's build of /admin. It copies Gatsby's webpack cache settings, so the
 * CMS and the site overwrote each other's cache and every rebuild recompiled both: give the
 * CMS its own. It copies the prebuilt, minified CMS (4.4 MB) into the build, where the
 * minifier minified it again on every clean build (about 20 s): mark the copies minified,
 * and copy the CMS's licence file that the bundle refers to. Its page links scripts
 * relatively ("cms.js"), which the CDN's clean URL /admin resolves to /cms.js, a 404: link
 * them from /admin/. And it marks the page robots "none"; spell that out as "noindex,
 * nofollow", which every crawler reads the same way.
 */
function adjustAdminPage(webpackConfig: AdminWebpackConfig): void {
  const cache = webpackConfig.cache
  if (cache && cache.cacheLocation) {
    webpackConfig.cache = {
      ...cache,
      name: "decap-admin",
      cacheLocation: path.join(path.dirname(cache.cacheLocation), "decap-admin"),
    }
  }
  const copy = webpackConfig.plugins.find((plugin) => plugin.constructor.name === "CopyPlugin")
  if (copy?.patterns) {
    const licence = copy.patterns.find((pattern) => pattern.to === "decap-cms-app.js")
    copy.patterns = [
      ...copy.patterns,
      ...(licence ? [{ from: `${licence.from}.LICENSE.txt`, to: `${licence.to}.LICENSE.txt` }] : []),
    ].map((pattern) => ({ ...pattern, info: { minimized: true } }))
  }
  webpackConfig.output.publicPath = "/admin/"
  const page = webpackConfig.plugins.find((plugin) => plugin.constructor.name === "HtmlWebpackPlugin")
  if (page?.userOptions) page.userOptions.meta = { ...page.userOptions.meta, robots: "noindex, nofollow" }
}

const config: GatsbyConfig = {
  // Pages are built as about/index.html and served at /about/, which Netlify and Cloudflare Pages
  // both answer without a redirect (they redirect /about to it); every link, canonical address and
  // sitemap entry uses this form (src/content/links.ts pageHref, scripts/serve.mjs).
  trailingSlash: "always",
  // The css prop works in every component without a pragma (see tsconfig.json).
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    // Left out while site.yaml has a problem: the content check then stops the build and says what to fix.
    ...(site
      ? [
          { resolve: "gatsby-plugin-manifest", options: manifestPluginOptions(site) },
          { resolve: "gatsby-plugin-sitemap", options: sitemapPluginOptions(site.siteUrl) },
        ]
      : []),
    // The content editor at /admin (gatsby-plugin-decap-cms through plugins/decap-admin),
    // configured from the content schemas by src/cms/cms.ts.
    {
      resolve: "decap-admin",
      options: {
        modulePath: path.join(__dirname, "src", "cms", "cms.ts"),
        manualInit: true,
        // No Netlify Identity: it would add a script to every public page.
        enableIdentityWidget: false,
        htmlTitle: "Content editor",
        htmlFavicon: path.join(__dirname, "static", "favicon.svg"),
        includeRobots: false,
        customizeWebpackConfig: adjustAdminPage,
      },
    },
    // Last, so it sees every other plugin's output: pages are served as the HTML and CSS the build
    // renders, without Gatsby's runtime (its bundles, page data, route announcer and preloads).
    // The widgets that need JavaScript bring their own module (src/widgets), and the build fails
    // if a page still carries anything of the runtime (src/build/static-page.ts).
    {
      resolve: "gatsby-plugin-no-javascript-utils",
      options: {
        noScript: true,
        noSourcemaps: true,
        removeGeneratorTag: true,
        removeHeadDataAttrs: true,
        removeGatsbyAnnouncer: true,
      },
    },
  ],
}

export default config
