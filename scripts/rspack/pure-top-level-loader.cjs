// See create-config.mjs: lets the tree shaker drop react-router's unused components.
module.exports = function pureTopLevel(source) {
  return source
    .replace(/^(\w+)\.displayName = "[^"]*";$/gm, '')
    .replace(
      /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^(var \w+ = )(Symbol\()/gm, '$1/* @__PURE__ */ $2');
};
