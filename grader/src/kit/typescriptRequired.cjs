// What the generated bundles (generated.ts) load for `typescript`: the package by `require`, at run time. Imported
// as an ES module, its 9 MB would first be scanned by Node for its exports, which costs over a second. (The name is
// held in a variable so that the bundler leaves the call for Node.)
const name = 'typescript';
module.exports = require(name);
