import type { MountProps } from '@dating/platform';
import { memberSearchQuery } from './features/member-search/api/search-members';
import { searchFromParams } from './features/member-search/hooks/use-search-filters';
import { MEMBER_SEARCH } from './route-declarations';

/**
 * A member who enters the area on the search has its first page asked for at mount, beside
 * the area's texts, instead of after them and the screen's first render: the screen reads it
 * from the page's query cache under the same key (a member's search carries no traffic
 * source). A visitor's search waits for the screen, which decides whether it may ask at all.
 */
export function askFirstPage(
  props: Pick<MountProps, 'api' | 'queryClient' | 'session'>,
  location: Pick<Location, 'pathname' | 'search'> | undefined = globalThis.location,
) {
  // The server draws visitors only, and has no location.
  if (!location || props.session.snapshot().user === null) return;
  if (location.pathname.replace(/(.)\/+$/, '$1') !== MEMBER_SEARCH) return;
  const { filters, page } = searchFromParams(new URLSearchParams(location.search));
  void props.queryClient.prefetchQuery(memberSearchQuery(props.api, { ...filters, page }));
}
