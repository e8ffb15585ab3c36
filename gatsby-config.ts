import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { pageReadsOf } from "./src/build/page-reads"
import { manifestPluginOptions } from "./src/cdn/manifest"
import { sitemapPluginOptions } from "./src/cdn/sitemap"
import { readSiteYamlIfValid } from "./src/cdn/site-yaml"
import { languageOf } from "./src/content/locale"
import { contentFileFor } from "./src/content/content-files"
import { ownerSettingsOf } from "./src/content/owner-settings"
import { editorPageSettingsOf } from "./src/cms/config/editor-backend"
import { readPublishingSettingsIfValid } from "./src/settings/read-publishing"

interface YamlFileNode {
  readonly relativePath: string
}

/** Each YAML file becomes the node type registered for it in src/content/content-files.ts. */
function yamlTypeName({ node }: { node: YamlFileNode }): string {
  const file = contentFileFor(node.relativePath)
  if (!file) throw new Error(`content/${node.relativePath} is not a file the site knows. See content/README.md.`)
  return file.typeName
}

// Names for the manifest, written once in content/site.yaml; the site's address for the sitemap and
// where the editor saves, the owner's settings in publishing.yaml.
const site = readSiteYamlIfValid(path.join(__dirname, "content"))
const publishing = readPublishingSettingsIfValid(__dirname)

const config: GatsbyConfig = {
  // Pages are built as about/index.html and served at /about/, which Netlify and Cloudflare Pages
  // both answer without a redirect (they redirect /about to it); every link, canonical address and
  // sitemap entry uses this form (src/content/links.ts pageHref, scripts/serve.ts).
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
    // The pictures of content/images/: gatsby-transformer-sharp gives each image file its
    // gatsbyImageData (AVIF, WebP and the original format at the widths a page's query asks for),
    // which gatsby-plugin-sharp encodes and keeps across builds. gatsby-plugin-image is not listed:
    // its gatsby-ssr would add a style, a noscript and a script to every page; src/components/ui/
    // Picture.tsx renders the data as a plain <picture> instead.
    // AVIF at quality 40: sharp 0.35's libheif (1.23) maps a quality to the AV1 encoder otherwise
    // than sharp 0.33's (1.18), whose default 50 gave files the size 40 gives now (all 58 AVIF
    // files within 1 % in total, PSNR within a decibel): visitors download what they did.
    { resolve: "gatsby-plugin-sharp", options: { defaults: { avifOptions: { quality: 40 } } } },
    "gatsby-transformer-sharp",
    // Left out while site.yaml or publishing.yaml has a problem: the build's first step then stops
    // and says what to fix.
    ...(site ? [{ resolve: "gatsby-plugin-manifest", options: manifestPluginOptions(site) }] : []),
    ...(publishing ? [{ resolve: "gatsby-plugin-sitemap", options: sitemapPluginOptions(publishing.siteUrl) }] : []),
    // The content editor (plugins/decap-admin, at ADMIN_PATH in src/content/routes.ts), configured
    // from the content schemas by src/cms/cms.ts.
    {
      resolve: "decap-admin",
      options: {
        modulePath: path.join(__dirname, "src", "cms", "cms.ts"),
        htmlTitle: "Content editor",
        htmlFavicon: path.join(__dirname, "static", "favicon.svg"),
        // The editor page's language, as every page's (site.yaml's locale).
        htmlLang: languageOf(site?.locale ?? "en"),
        // Where the editor saves and how editors log in (publishing.yaml, without the list of who may
        // edit; src/cms/config/editor-backend.ts). Null while that file has a problem: the build's
        // first step then stops and says which.
        editorSettings: publishing && editorPageSettingsOf(publishing),
        // The owner's settings the preview draws pages with: the site's address, the contact form's service.
        ownerSettings: publishing && ownerSettingsOf(publishing),
        // What each kind of page shows, from its query, so a file's preview shows the pages that read it.
        pageReads: pageReadsOf(__dirname),
        // The board's clock (site.yaml's timeZone), which a publisher schedules a draft on.
        boardTimeZone: site?.timeZone,
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
