// Dev builds only (create-dev-config.mjs, decision 0177). The shell's React is a production
// build and cannot do React Fast Refresh, so a remote's `./app` module is replaced here by a
// wrapper around it: it hands single-spa stable lifecycles, remembers the props of the mount,
// and when a saved change reaches the app module it unmounts the old root and mounts the new
// one into the same element. The page is not reloaded; the remote's state starts afresh.
const path = require('node:path');

/** The query that asks for the app module itself, past this loader. */
const ORIGINAL = 'hot-original';

function hotRemountLoader() {
  const original = JSON.stringify(`./${path.basename(this.resourcePath)}?${ORIGINAL}`);
  return `import * as next from ${original};
let current = next;
let mounted = null;
export function bootstrap(props) {
  return current.bootstrap(props);
}
export async function mount(props) {
  mounted = props;
  await current.mount(props);
}
export async function unmount(props) {
  mounted = null;
  await current.unmount(props);
}
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept(${original}, async () => {
    const previous = current;
    current = next;
    const props = mounted;
    if (!props || previous === current) return;
    await previous.unmount(props);
    await current.mount(props);
    mounted = props;
    console.info('[dev] ' + (props.name || 'remote') + ' remounted with the saved change');
  });
}
`;
}

module.exports = hotRemountLoader;
module.exports.ORIGINAL = ORIGINAL;
