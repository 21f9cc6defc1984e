import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  REMOTE_NAMES,
  bySpecificity,
  registryRoutes,
  type LayoutDeclaration,
  type RouteDeclaration,
  type RouteDefinition,
} from '@dating/shared-contracts';

/**
 * The routes the five remotes declare today (`federation.routes` of their package.json),
 * as the registry hands them to the shell: the shell's tests use the real declarations
 * instead of a copy that could drift. Read from disk because the shell's code may not
 * import a remote.
 */
export function productRoutes(): readonly RouteDefinition[] {
  const root = path.resolve(__dirname, '../../..');
  const releases = REMOTE_NAMES.map((name) => {
    const manifest = JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8')) as {
      federation: { routes: RouteDeclaration[]; layouts?: LayoutDeclaration[] };
    };
    const { routes, layouts } = manifest.federation;
    return { name, routes, ...(layouts ? { layouts } : {}) };
  });
  return bySpecificity(registryRoutes(releases));
}

/** The route a path matches among the product's routes, as the shell's layout gets it. */
export const PRODUCT_ROUTES = productRoutes();
