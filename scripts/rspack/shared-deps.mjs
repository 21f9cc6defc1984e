// The singletons every federated package shares, each pinned to the version range
// the workspace installs, so a remote built later cannot bring a second React.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  rxjs: 'rxjs',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/cache': '@emotion/cache',
  '@dating/shared-contracts': '@dating/shared-contracts',
  // react-router, shared through a tree-shaken facade (see shared-contracts/src/router.ts).
  '@dating/shared-contracts/router': '@dating/shared-contracts',
};

export function sharedDependencies() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, pkg]) => {
      const version = versionOf(pkg);
      const major = version.split('.')[0];
      return [
        request,
        {
          singleton: true,
          version,
          requiredVersion: pkg === '@dating/shared-contracts' ? `^${version}` : `^${major}.0.0`,
          strictVersion: false,
        },
      ];
    }),
  );
}
