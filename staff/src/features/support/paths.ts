/** Support's addresses (decision 0162), written once: the screens link through these. */
export const MEMBERS_PATH = '/members';
export const MEMBER_PATH = '/members/:id';

export const membersPath = (q = ''): string =>
  q ? `${MEMBERS_PATH}?${new URLSearchParams({ q })}` : MEMBERS_PATH;
export const memberPath = (id: string): string =>
  MEMBER_PATH.replace(':id', encodeURIComponent(id));
