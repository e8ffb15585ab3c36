// Jest compiles the site's TypeScript and JSX with Gatsby's own Babel preset, with the
// automatic JSX runtime from Emotion so the css prop works as it does in the build.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
