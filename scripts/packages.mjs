// Names and places of the front-end packages, shared by the build, release and serve scripts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-members', 'mfe-chat', 'mfe-payments', 'mfe-account', 'mfe-landers'];
export const FRONTEND_PACKAGES = ['shell', ...REMOTES];
/**
 * The staff console (docs/decisions/0160): built by rspack without Module Federation, so it
 * is in no list the federation's build, release and size report loop over.
 */
export const STAFF_CONSOLE = 'staff';
/** Every workspace package, in dependency order. */
export const ALL_PACKAGES = [
  'shared-contracts',
  'platform',
  ...FRONTEND_PACKAGES,
  STAFF_CONSOLE,
  'api',
  'e2e',
];
export const containerName = (remote) => remote.replace(/-/g, '_');
/** A package's folder: in this repository, or in another checkout of it (release --source). */
export const packageDir = (name, root = ROOT) => path.join(root, name);
export const distDir = (name) => path.join(ROOT, name, 'dist');
export const deployDir = () => path.resolve(ROOT, process.env.DEPLOY_DIR ?? 'deploy');
