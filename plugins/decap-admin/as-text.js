/**
 * A webpack loader that makes a module of a file's text, untouched: axe-core's minified file, which
 * the editor's preview runs in its own frame (src/cms/checking/axe-in-preview.ts). It runs before any
 * other loader (enforce: "pre"), so nothing transforms the code the text is; the module is ordinary
 * JavaScript, which gets its source map as every script of the editor does.
 */
module.exports = function asText(source) {
  return `module.exports = ${JSON.stringify(source)};\n`
}
