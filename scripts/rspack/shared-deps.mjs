// The singletons every federated package shares, each pinned to the version range
// the workspace installs, so a remote built later cannot bring a second React.
import { createRequire } from 'node:module';
import path from 'node:path';

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  i18next: 'i18next',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/cache': '@emotion/cache',
  // The runtime platform: one instance per page, at a version that changes with its code
  // (docs/decisions/0009). The build-time contracts are never shared: each package bundles them.
  '@dating/platform': '@dating/platform',
  // react-router, shared through a tree-shaken facade (see platform/src/router/). React's
  // binding of i18next is not shared as a package either: the platform exports what is used
  // (platform/src/i18n.ts, decision 0190).
  '@dating/platform/router': '@dating/platform',
  // The API's error texts as components show them: loaded by the pages that show one.
  '@dating/platform/error-texts': '@dating/platform',
  // react-i18next's Trans, with its HTML parser: loaded by the pages that use it.
  '@dating/platform/trans': '@dating/platform',
};

/**
 * @param {string} packageDir the package being built: versions are those it resolves, so a
 *   remote built from another checkout (release --source) declares that checkout's platform
 */
export function sharedDependencies(packageDir) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const versionOf = (name) => require(`${name}/package.json`).version;
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, pkg]) => {
      const version = versionOf(pkg);
      const major = version.split('.')[0];
      return [
        request,
        {
          singleton: true,
          version,
          // A remote needs at least the platform it was built against, within its major.
          requiredVersion: pkg === '@dating/platform' ? `^${version}` : `^${major}.0.0`,
          strictVersion: false,
        },
      ];
    }),
  );
}
