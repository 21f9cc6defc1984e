import type { Db } from '../../db/database';
import type { StaffRole } from './staff-roles';

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  createdAt: string;
  disabledAt: string | null;
}

export interface AuditEntry {
  at: string;
  staffId: number | null;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
  requestId?: string | null;
}

const ACCOUNT_COLUMNS = ['id', 'email', 'name', 'roles', 'created_at', 'disabled_at'] as const;

const account = (row: {
  id: number;
  email: string;
  name: string;
  roles: string;
  created_at: string;
  disabled_at: string | null;
}): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: JSON.parse(row.roles) as StaffRole[],
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
});

/** Staff accounts and the audit record; the audit is only ever appended to. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  async insertAccount(values: {
    email: string;
    name: string;
    passwordHash: string;
    totpSecret: string;
    roles: readonly StaffRole[];
    now: string;
  }): Promise<StaffAccount | null> {
    const row = await this.db
      .insertInto('staff_accounts')
      .values({
        email: values.email,
        name: values.name,
        password_hash: values.passwordHash,
        totp_secret: values.totpSecret,
        roles: JSON.stringify(values.roles),
        created_at: values.now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirst();
    return row ? account(row) : null;
  }

  async byEmail(email: string): Promise<StaffAccount | null> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select(ACCOUNT_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
    return row ? account(row) : null;
  }

  async all(): Promise<StaffAccount[]> {
    const rows = await this.db
      .selectFrom('staff_accounts')
      .select(ACCOUNT_COLUMNS)
      .orderBy('id')
      .execute();
    return rows.map(account);
  }

  async setRoles(id: number, roles: readonly StaffRole[]): Promise<void> {
    await this.db
      .updateTable('staff_accounts')
      .set({ roles: JSON.stringify(roles) })
      .where('id', '=', id)
      .execute();
  }

  /** Disables an account; its sessions end with it. */
  async disable(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('staff_accounts')
      .set({ disabled_at: now })
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .execute();
    await this.db.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
  }

  /** An active account's TOTP secret and the step of the last code it accepted. */
  async totpState(id: number) {
    return this.db
      .selectFrom('staff_accounts')
      .select(['totp_secret', 'totp_last_step'])
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
  }

  /** Puts a sealed TOTP secret in place of the one read (`before`), unless it changed since. */
  async replaceTotpSecret(id: number, before: string, sealed: string): Promise<void> {
    await this.db
      .updateTable('staff_accounts')
      .set({ totp_secret: sealed })
      .where('id', '=', id)
      .where('totp_secret', '=', before)
      .execute();
  }

  /**
   * Stores `step` as the last one accepted, if it is newer: of two logins with the same code
   * at once, only the one that moves the step on gets true.
   */
  async moveTotpStep(id: number, step: number): Promise<boolean> {
    const moved = await this.db
      .updateTable('staff_accounts')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('staff_audit')
      .values({
        at: entry.at,
        staff_id: entry.staffId,
        actor: entry.actor,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        detail: JSON.stringify(entry.detail ?? {}),
        ip: entry.ip ?? null,
        request_id: entry.requestId ?? null,
      })
      .execute();
  }

  async auditOf(subjectType: string, subjectId: string) {
    return this.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();
  }
}
