/**
 * Where the editor's source maps are kept (gatsby-node.ts): beside the build, outside public/, so
 * they are never deployed (no script names one) but are at hand to read a stack trace or a CPU
 * profile of the editor with (DevTools: "Add source map", or scripts/editor-bench's PROFILE=1).
 */
export const ADMIN_SOURCE_MAPS = ".admin-source-maps"
