// What the generated bundles (generated.ts) load for `typescript`: the package, loaded at run time with its code
// cache (typescriptLoader.cjs). Imported as an ES module, its 9 MB would first be scanned by Node for its exports,
// which costs over a second.
module.exports = require('./typescriptLoader.cjs').loadTypeScript();
