import type { Settings } from '@dating/shared-contracts/api';
import type { AppConfig } from '../../config';

/** What a member's mails carry of the site they signed up on (decision 0130). */
export interface MailSite {
  /** The name in the mails: the site's `mail_name`, else its `name`. */
  name: string;
  domain: string;
  /**
   * Where the mails' links point: `https://<domain>` in production; elsewhere the address
   * the member used for what the mail is about, else the public address (decision 0139).
   */
  baseUrl: string;
  /** The From header: `"<name>" <no-reply@<domain>>` (or MAIL_FROM_ADDRESS's address). */
  from: string;
  supportEmail: string | null;
}

interface SiteSettings {
  settingsFor(host: string | undefined): Promise<Settings>;
  domains(): Promise<string[]>;
}

/** The mail site of a domain, answered without a query (inside a unit of work). */
export type MailSiteOf = (domain: string | null) => MailSite;

/** A display name in a From header: quoted, with quotes and backslashes escaped. */
const quoted = (name: string) =>
  `"${name.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ')}"`;

/** The mail site of a domain; null (accounts of before) or an unknown one: the default site. */
export class MailSites {
  constructor(
    private readonly site: SiteSettings,
    private readonly config: Pick<AppConfig, 'nodeEnv' | 'publicUrl' | 'mailFromAddress'>,
  ) {}

  /**
   * `origin`: the public address of the request the mail comes from (publicAddress), carried
   * by a job that composes it later; without one, outside production, PUBLIC_URL or its
   * default (`http://localhost:<PORT>`).
   */
  async forDomain(domain: string | null, origin?: string): Promise<MailSite> {
    // settingsFor falls back to the default site for a domain it does not know.
    return this.fromSettings(await this.site.settingsFor(domain ?? undefined), origin);
  }

  /**
   * Every site at once, for a unit of work: on SQLite a query outside the open transaction
   * would wait for it, so the sites are read before the unit opens.
   */
  async resolver(origin?: string): Promise<MailSiteOf> {
    const fallback = await this.forDomain(null, origin);
    const sites = new Map<string, MailSite>();
    for (const domain of await this.site.domains()) {
      sites.set(domain, await this.forDomain(domain, origin));
    }
    return (domain) => (domain !== null ? sites.get(domain) : undefined) ?? fallback;
  }

  fromSettings(settings: Settings, origin?: string): MailSite {
    const name = settings.mail_name || settings.name;
    const address = this.config.mailFromAddress ?? `no-reply@${settings.domain}`;
    return {
      name,
      domain: settings.domain,
      baseUrl:
        this.config.nodeEnv === 'production'
          ? `https://${settings.domain}`
          : (origin ?? this.config.publicUrl).replace(/\/$/, ''),
      from: `${quoted(name)} <${address}>`,
      supportEmail: settings.support_email || null,
    };
  }
}
