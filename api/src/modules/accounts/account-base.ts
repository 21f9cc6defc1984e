import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { TokenKind } from '../../db/database.types';
import { AppError, invalidFields, type FieldError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE, addMs } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { LoginAttemptRepository, SessionRepository } from './session.repository';
import { TokenRepository } from './token.repository';
import { UserRepository } from './user.repository';

export const SESSION_TTL = 30 * DAY;
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_WINDOW = 15 * MINUTE;
export const RESET_MAILS_PER_DAY = 3;
export const MIN_AGE = 18;
export const TOKEN_TTL: Record<TokenKind, number> = {
  activation: 7 * DAY,
  password_reset: HOUR,
  mail_change: DAY,
  reactivation: 14 * DAY,
};

export interface SiteContext {
  siteName: string;
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

/** Repositories, clock and e-mail links shared by the account services. */
export abstract class AccountServiceBase {
  readonly users: UserRepository;
  protected readonly sessions: SessionRepository;
  protected readonly attempts: LoginAttemptRepository;
  protected readonly tokens: TokenRepository;

  constructor(
    db: Db,
    protected readonly mailer: Mailer,
    protected readonly config: Pick<AppConfig, 'now' | 'publicUrl'>,
  ) {
    this.users = new UserRepository(db);
    this.sessions = new SessionRepository(db);
    this.attempts = new LoginAttemptRepository(db);
    this.tokens = new TokenRepository(db);
  }

  protected now() {
    return this.config.now();
  }

  protected async issueToken(user: { id: number }, kind: TokenKind, data: string | null = null) {
    const token = newToken();
    const now = this.now();
    await this.tokens.create(
      hashToken(token),
      user.id,
      kind,
      addMs(now, TOKEN_TTL[kind]),
      now.toISOString(),
      data,
    );
    return token;
  }

  protected link(path: string, token: string) {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }
}
