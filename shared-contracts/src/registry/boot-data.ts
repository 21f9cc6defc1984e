import type { CompanyInfo, Settings } from '../api/settings.schema';
import type { User } from '../api/user.schema';
import type { RemoteRegistry } from './remote-registry';
import type { ServerQuery } from './server-render';

/**
 * What the server writes into the page it sends, so the shell starts without waiting
 * for two requests: the registry as it applies to this visitor (canaries resolved) and
 * the domain's settings. `<script id="boot-data" type="application/json">`.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export interface BootData {
  readonly registry: RemoteRegistry;
  readonly settings: Settings | null;
  /** What the server's render fetched (decision 0124): the shell seeds its query cache. */
  readonly queries?: readonly ServerQuery[];
  /**
   * Who the page was sent to, as `GET /api/user.php` answers: the session's member, null for
   * a visitor; absent when the server could not tell, and the shell asks.
   */
  readonly user?: User | null;
  /**
   * The company behind the site, as `GET /api/companyinfo.php` answers (null when none is
   * set up): every page's footer shows it. Absent when the server could not read it.
   */
  readonly company?: CompanyInfo | null;
  /** The terms' version day, written in the page's language as the footer shows it. */
  readonly termsDate?: WrittenDay;
}

/** A YYYY-MM-DD day as a language writes it (`formatDay`). */
export interface WrittenDay {
  readonly locale: string;
  readonly day: string;
  readonly text: string;
}

/** JSON that can stand inside a `<script>` element: no `</script>`, no `<!--`. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
