import type { Settings } from '@dating/shared-contracts/api';
import type { AppConfig } from '../../config';

/** What a member's mails carry of the site they signed up on (decision 0130). */
export interface MailSite {
  /** The name in the mails: the site's `mail_name`, else its `name`. */
  name: string;
  domain: string;
  /** Where the mails' links point: `https://<domain>` in production, PUBLIC_URL elsewhere. */
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

  async forDomain(domain: string | null): Promise<MailSite> {
    // settingsFor falls back to the default site for a domain it does not know.
    return this.fromSettings(await this.site.settingsFor(domain ?? undefined));
  }

  /**
   * Every site at once, for a unit of work: on SQLite a query outside the open transaction
   * would wait for it, so the sites are read before the unit opens.
   */
  async resolver(): Promise<MailSiteOf> {
    const fallback = await this.forDomain(null);
    const sites = new Map<string, MailSite>();
    for (const domain of await this.site.domains()) sites.set(domain, await this.forDomain(domain));
    return (domain) => (domain !== null ? sites.get(domain) : undefined) ?? fallback;
  }

  fromSettings(settings: Settings): MailSite {
    const name = settings.mail_name || settings.name;
    const address = this.config.mailFromAddress ?? `no-reply@${settings.domain}`;
    return {
      name,
      domain: settings.domain,
      baseUrl:
        this.config.nodeEnv === 'production' ? `https://${settings.domain}` : this.config.publicUrl,
      from: `${quoted(name)} <${address}>`,
      supportEmail: settings.support_email || null,
    };
  }
}
