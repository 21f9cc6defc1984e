import {
  BOOT_DATA_ELEMENT_ID,
  parseRegistry,
  type RemoteRegistry,
  type ServerQuery,
  type SessionUser,
  type SiteSettings,
  type WrittenDay,
} from '@dating/shared-contracts';
import type { CompanyInfo } from '@dating/shared-contracts/api';
import { logShellError } from '../errors/shell-log';

export interface ShellBootData {
  readonly registry: RemoteRegistry;
  readonly settings: SiteSettings | null;
  /** What a server paint fetched (decision 0124), to seed the query cache. */
  readonly queries: readonly ServerQuery[];
  /** Who the page was sent to: a member, null for a visitor, undefined when not said. */
  readonly user: SessionUser | null | undefined;
  /** The company the footer shows: null when none is set up, undefined when not said. */
  readonly company: CompanyInfo | null | undefined;
  /** The terms' version day, written in the page's language. */
  readonly termsDate: WrittenDay | undefined;
}

/** A member as the user probe answers one, or null; anything else says nothing. */
const pageUser = (value: unknown) =>
  value === null || typeof (value as SessionUser | undefined)?.id === 'string'
    ? (value as SessionUser | null)
    : undefined;

const isServerQuery = (value: unknown): value is ServerQuery =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ServerQuery).queryKey) &&
  typeof (value as ServerQuery).updatedAt === 'number' &&
  'data' in value;

/**
 * The registry and settings the server wrote into the page (docs/decisions/0012), or
 * null when the page has none (served as a static file): then the shell fetches them.
 * The registry is checked like a fetched one.
 */
export function readBootData(doc: Document = document): ShellBootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as {
      registry?: unknown;
      settings?: unknown;
      queries?: unknown;
      user?: unknown;
      company?: unknown;
      termsDate?: unknown;
    };
    const { registry, problems } = parseRegistry(data.registry);
    for (const problem of problems) logShellError(`[shell] boot data: ${problem}`);
    const queries = Array.isArray(data.queries) ? data.queries.filter(isServerQuery) : [];
    return {
      registry,
      settings: (data.settings as SiteSettings | null) ?? null,
      queries,
      user: pageUser(data.user),
      // The server's own answers, written as the API gives them (like the settings).
      company: data.company as CompanyInfo | null | undefined,
      termsDate: data.termsDate as WrittenDay | undefined,
    };
  } catch (error) {
    logShellError('[shell] boot data unreadable', error);
    return null;
  }
}
