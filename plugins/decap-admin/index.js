// Gatsby plugins need a main file; everything happens in gatsby-node.ts.
