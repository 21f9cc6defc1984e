import { PAGE_ALIASES } from '../content/aliases';
import { isStaticPage, type StaticPageName } from './pages';

/**
 * The page a `/{token}` or `/pages/{token}` names: a page's own token (`terms`) or, in any
 * language written so far, its localized alias (`algemene-voorwaarden`, `agb`); else null.
 */
export function resolveToken(token: string): StaticPageName | null {
  const wanted = token.toLowerCase();
  if (isStaticPage(wanted)) return wanted;
  for (const aliases of Object.values(PAGE_ALIASES)) {
    const found = Object.entries(aliases).find(([, alias]) => alias === wanted)?.[0];
    if (found && isStaticPage(found)) return found;
  }
  return null;
}
