/** axe-core's minified file, which the editor bundles as its text (plugins/decap-admin/gatsby-node.ts). */
declare module "axe-core/axe.min.js" {
  const source: string
  export default source
}
