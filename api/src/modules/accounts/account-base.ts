import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { TokenKind } from '../../db/database.types';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidFields, type FieldError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE, addMs } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailSiteOf, MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { accountMail, type AccountMailKind } from './account-mails';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { SessionRepository } from './session.repository';
import { ThrottleRepository } from './throttle.repository';
import { TokenRepository } from './token.repository';
import { UserRepository, type UserRecord } from './user.repository';

export const SESSION_TTL = 30 * DAY;
/** A session nobody used for this long ends, whatever its expiry. */
export const SESSION_IDLE_TTL = 7 * DAY;
/** last_seen_at is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL = HOUR;
/** Failed logins of one account from one client that go without a delay. */
export const FREE_LOGIN_FAILURES = 2;
export const MAX_LOGIN_DELAY = 15 * MINUTE;
/** Reset mails a day for one address asked by one client, and by all clients together. */
export const RESET_MAILS_PER_DAY = 3;
export const RESET_MAILS_PER_DAY_ANYONE = 20;
export const MIN_AGE = 18;
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
}

/** One error for one bad field (its code on top), validation_failed with fields for more. */
export function failFields(fields: FieldError[]): never {
  if (fields.length === 1)
    throw new AppError(400, fields[0]!.messageKey as never, undefined, fields);
  throw invalidFields(fields);
}

/** A key for an account and a client together that keeps neither the address nor the IP. */
export const clientKey = (email: string, client: string): string =>
  createHash('sha256').update(`${email}\n${client}`).digest('base64url');

/** The account repositories on the database or on a unit of work's transaction. */
export function accountRepositories(db: Db) {
  return {
    users: new UserRepository(db),
    sessions: new SessionRepository(db),
    throttle: new ThrottleRepository(db),
    tokens: new TokenRepository(db),
    preferences: new NotificationPreferencesRepository(db),
    pushSubscriptions: new PushSubscriptionRepository(db),
  };
}

/** Repositories, units of work, clock and e-mail links shared by the account services. */
export abstract class AccountServiceBase {
  /** Reads outside a unit of work. */
  protected readonly repos: ReturnType<typeof accountRepositories>;

  constructor(
    db: Db,
    protected readonly unitOfWork: UnitOfWork,
    protected readonly mailer: Mailer,
    protected readonly config: Pick<AppConfig, 'now' | 'publicUrl'>,
    protected readonly mailSites: MailSites,
  ) {
    this.repos = accountRepositories(db);
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

  /** The member sites for mails, read before a unit of work opens (see MailSites.resolver). */
  protected sites(): Promise<MailSiteOf> {
    return this.mailSites.resolver();
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
