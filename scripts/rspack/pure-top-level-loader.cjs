// See create-config.mjs and decisions 0013 and 0146: marks react-router's top-level component,
// context and Symbol constructions pure and drops its displayName lines, so unused ones
// tree-shake away (about 4 KB gzip of a first visit). jest/react-router-pure-loader.test.ts
// fails when a react-router release stops matching these patterns.
module.exports = function pureTopLevel(source) {
  return source
    .replace(/^(\w+)\.displayName = "[^"]*";$/gm, '')
    .replace(
      /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^(var \w+ = )(Symbol\()/gm, '$1/* @__PURE__ */ $2');
};
