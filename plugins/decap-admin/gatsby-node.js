// gatsby-plugin-decap-cms builds /admin in its gatsby-node.js. Its gatsby-browser.js only
// loads the Netlify Identity widget, which this site does not use, yet Gatsby would put it
// (and a webpack warning) into the JavaScript of every public page. Taking the plugin's
// node side alone keeps public pages free of anything the CMS needs.
module.exports = require("gatsby-plugin-decap-cms/gatsby-node")
