// Browser builds only (create-config.mjs): the front end takes method and path from the
// endpoint registry and the schemas' types at compile time, never the schema values
// (docs/decisions/0014). typebox-in-browsers.mjs already makes `Type.*` inert, but the
// calls that build each schema (property names, nested unions) still shipped, about
// 3 KB gzip per package. This loader replaces the initializer of every top-level constant
// of a `*.schema.ts` module that is built with `Type.` by `{}`, so the calls are gone and
// the module keeps its exports. Types are checked by tsc on the untouched source.
const ts = require('typescript');

module.exports = function inertSchemas(source) {
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true);
  const cuts = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && /^Type\s*\./.test(init.getText(file))) {
        cuts.push([init.getStart(file), init.getEnd()]);
      }
    }
  }
  let out = source;
  for (const [start, end] of cuts.reverse()) out = `${out.slice(0, start)}{}${out.slice(end)}`;
  return out;
};
