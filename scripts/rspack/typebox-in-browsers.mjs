// What `typebox` resolves to in the shell's and the remotes' bundles.
//
// The front end takes only method and path from the endpoint registry at run time, and
// the types of its schemas at compile time; it never validates with them (the API does,
// answers included). Building the schemas in the browser would ship TypeBox's builders,
// about 15 KB gzip in every package, to do nothing (docs/decisions/0014). So every builder
// here returns an inert placeholder: the schema modules evaluate, and stay empty.
// Front-end code that ever needs real schemas removes the alias in create-config.mjs.
const placeholder = () => Object.freeze({});

export const Type = new Proxy({}, { get: () => placeholder });
