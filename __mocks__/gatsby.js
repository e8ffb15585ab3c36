// Gatsby's runtime (router, static queries) does not exist in unit tests: Link renders a
// plain <a>, graphql is inert, and useStaticQuery returns what jest.setup.ts gives it.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

const Link = React.forwardRef(function Link(
  { activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest },
  ref,
) {
  return React.createElement("a", { ...rest, href: to, ref: ref || innerRef })
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
