import { QUEUE_KINDS, type QueueKind } from '@dating/shared-contracts/api';

/**
 * The console's addresses, written once: screens link through these, never by spelling a
 * path. The inbox's filter (`?kind=`) travels with an item, so "next" and "back" keep it.
 */
export const INBOX_PATH = '/';
export const ITEM_PATH = '/items/:id';

const withKind = (path: string, kind: QueueKind | null) =>
  kind ? `${path}?${new URLSearchParams({ kind })}` : path;

export const inboxPath = (kind: QueueKind | null = null): string => withKind(INBOX_PATH, kind);
export const itemPath = (id: string, kind: QueueKind | null = null): string =>
  withKind(ITEM_PATH.replace(':id', encodeURIComponent(id)), kind);

/** The `kind` filter of a query string, when it names a kind of the queue. */
export function kindOf(search: URLSearchParams): QueueKind | null {
  const kind = search.get('kind');
  return kind && (QUEUE_KINDS as readonly string[]).includes(kind) ? (kind as QueueKind) : null;
}
