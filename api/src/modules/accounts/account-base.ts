import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { TokenKind } from '../../db/database.types';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidFields, type FieldError } from '../../lib/app-error';
import { DAY, HOUR, addMs } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailSiteOf, MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { accountMail, type AccountMailKind } from './account-mails';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { SessionRepository } from './session.repository';
import { KnownDevices } from './known-device';
import { PasswordGuard } from './password-guard';
import { MemberRestrictionsRepository } from '../moderation/member-restrictions.repository';
import { ThrottleRepository } from './throttle.repository';
import { TokenRepository } from './token.repository';
import { UserRepository, type UserRecord } from './user.repository';

export const SESSION_TTL = 30 * DAY;
/** A session nobody used for this long ends, whatever its expiry. */
export const SESSION_IDLE_TTL = 7 * DAY;
/** last_seen_at is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL = HOUR;
/** Reset mails a day one client may ask for one address, and for all addresses together. */
export const RESET_MAILS_PER_DAY = 3;
export const RESET_MAILS_PER_CLIENT_DAY = 50;
/**
 * Reset mails an address gets a day however many clients ask; past them, one an hour at
 * most. A refused request is answered like any other, so nobody learns of the limit (nor of
 * the account), and the mailbox then always holds a link that is less than an hour old.
 */
export const RESET_MAILS_TO_ADDRESS_DAY = 3;
export const RESET_MAIL_SPACING = HOUR;
export const TOKEN_TTL: Record<TokenKind, number> = {
  activation: 7 * DAY,
  password_reset: HOUR,
  mail_change: DAY,
  reactivation: 14 * DAY,
};

export interface SiteContext {
  /** The domain of the settings the request's host resolved to: the member's site. */
  domain: string;
  language: string;
  country: string;
  signups: 'all' | 'with_trafficsource';
  /** The public address the request came in on (publicAddress): the activation link's. */
  origin?: string;
}

/** One error for one bad field (its code on top), validation_failed with fields for more. */
export function failFields(fields: FieldError[]): never {
  if (fields.length === 1)
    throw new AppError(400, fields[0]!.messageKey as never, undefined, fields);
  throw invalidFields(fields);
}

/** The account repositories on the database or on a unit of work's transaction. */
export function accountRepositories(db: Db) {
  return {
    users: new UserRepository(db),
    sessions: new SessionRepository(db),
    throttle: new ThrottleRepository(db),
    tokens: new TokenRepository(db),
    preferences: new NotificationPreferencesRepository(db),
    pushSubscriptions: new PushSubscriptionRepository(db),
    restrictions: new MemberRestrictionsRepository(db),
  };
}

/** What the account services share, built once in the composition root. */
export interface AccountParts {
  /** The account repositories on the app's database (reads outside a unit of work). */
  readonly repos: ReturnType<typeof accountRepositories>;
  readonly devices: KnownDevices;
  readonly passwordGuard: PasswordGuard;
}

export function accountParts(db: Db, now: () => Date): AccountParts {
  const repos = accountRepositories(db);
  const devices = new KnownDevices(db, now);
  return { repos, devices, passwordGuard: new PasswordGuard(repos.throttle, devices, now) };
}

/** Repositories, units of work, clock and e-mail links shared by the account services. */
export abstract class AccountServiceBase {
  /** Reads outside a unit of work. */
  protected readonly repos: ReturnType<typeof accountRepositories>;
  /** Device cookies of browsers where a member logged in (auth plugin, password guard). */
  readonly devices: KnownDevices;
  /** The budgets every typed password is checked under. */
  protected readonly passwordGuard: PasswordGuard;

  constructor(
    parts: AccountParts,
    protected readonly unitOfWork: UnitOfWork,
    protected readonly mailer: Mailer,
    protected readonly config: Pick<AppConfig, 'now' | 'publicUrl'>,
    protected readonly mailSites: MailSites,
  ) {
    this.repos = parts.repos;
    this.devices = parts.devices;
    this.passwordGuard = parts.passwordGuard;
  }

  protected now() {
    return this.config.now();
  }

  /** Runs `work` as one transaction with the repositories bound to it. */
  protected inUnit<T>(
    work: (repos: ReturnType<typeof accountRepositories>, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.unitOfWork.run((tx) => work(accountRepositories(tx.db), tx));
  }

  /** A single-use link token of the user, stored as its hash in the unit of work. */
  protected async issueToken(
    tx: Tx,
    user: { id: number },
    kind: TokenKind,
    data: string | null = null,
  ) {
    const token = newToken();
    const now = this.now();
    await new TokenRepository(tx.db).create(
      hashToken(token),
      user.id,
      kind,
      addMs(now, TOKEN_TTL[kind]),
      now.toISOString(),
      data,
    );
    return token;
  }

  /**
   * The member sites for mails, read before a unit of work opens (see MailSites.resolver);
   * `origin`: the public address of the request the mail answers (decision 0139).
   */
  protected sites(origin?: string): Promise<MailSiteOf> {
    return this.mailSites.resolver(origin);
  }

  /**
   * Writes an account mail to the outbox with its delivery job, in the unit of work: in the
   * member's language, from the member's site, its link (`path`) under that site's address.
   */
  protected mail(
    tx: Tx,
    kind: AccountMailKind,
    user: Pick<UserRecord, 'id' | 'language' | 'site_domain'>,
    to: string,
    sites: MailSiteOf,
    path: string,
  ) {
    const site = sites(user.site_domain);
    return this.mailer.queue(
      tx,
      accountMail(kind, {
        userId: user.id,
        to,
        language: user.language,
        site,
        link: `${site.baseUrl}${path}`,
      }),
    );
  }

  /** A link's path with its token. */
  protected link(path: string, token: string) {
    return `${path}?token=${encodeURIComponent(token)}`;
  }
}
