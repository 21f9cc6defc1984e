// See create-config.mjs and decision 0013: marks react-router's top-level component, context and
// Symbol constructions pure and drops its displayName lines, so unused ones tree-shake away.
module.exports = function pureTopLevel(source) {
  return source
    .replace(/^(\w+)\.displayName = "[^"]*";$/gm, '')
    .replace(
      /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^(var \w+ = )(Symbol\()/gm, '$1/* @__PURE__ */ $2');
};
