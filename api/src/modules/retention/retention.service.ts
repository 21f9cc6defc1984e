import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ChatImageService } from '../chats/chat-image.service';
import type { JobPayloads } from '../jobs/job-types';
import type { MediaStore } from '../media/media-store';
import { deletePhotoFiles } from '../photos/photo-keys';
import { ErasureRepository, type DueErasure } from './erasure.repository';
import { MoneyRetentionRepository } from './money-retention.repository';

/** How long payment records of an erased account are kept after the payment: tax law's 7 years. */
export const PAYMENT_RETENTION_YEARS = 7;

/**
 * How much one run may do: it stops taking new work at its deadline (well inside the outbox's
 * lock on a running job) and writes a follow-up for the rest. Batches: accounts read at once,
 * and rows one statement changes (each in a short statement or unit of its own).
 */
export interface RetentionLimits {
  runMs: number;
  accounts: number;
  rows: number;
  /** Follow-ups of one day's run, at most; the next day's run goes on after that. */
  rounds: number;
}
export const RETENTION_LIMITS: RetentionLimits = {
  runMs: 60_000,
  accounts: 50,
  rows: 500,
  rounds: 100,
};

/** What one run erased: the log line operators read. */
export interface RetentionCounts {
  accounts: number;
  photos: number;
  chatImages: number;
  messages: number;
  pushSubscriptions: number;
  likes: number;
  exports: number;
  failed: number;
  payments: number;
  ledgerRows: number;
  mandates: number;
}

const noCounts = (): RetentionCounts => ({
  accounts: 0,
  photos: 0,
  chatImages: 0,
  messages: 0,
  pushSubscriptions: 0,
  likes: 0,
  exports: 0,
  failed: 0,
  payments: 0,
  ledgerRows: 0,
  mandates: 0,
});

/** The moment `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

/**
 * The `retention.sweep` job (decision 0167): erases what deleted accounts leave once their
 * grace period (`reactivate_until`) has ended, then the payment records of erased accounts
 * once kept for PAYMENT_RETENTION_YEARS. Idempotent: every step deletes or empties what is
 * still there, files before the rows that name them, and an account is marked erased last.
 */
export class RetentionService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly chatImages: Pick<ChatImageService, 'purgeSentBy'>,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly limits: RetentionLimits = RETENTION_LIMITS,
  ) {}

  async sweep(payload: JobPayloads['retention.sweep']): Promise<RetentionCounts> {
    const round = payload.round ?? 0;
    const deadline = performance.now() + this.limits.runMs;
    const late = () => performance.now() >= deadline;
    const counts = noCounts();
    const after = await this.eraseAccounts(payload.after ?? 0, counts, late);
    const finished = after === null && (await this.endBooks(counts, late));
    this.log.info({ retention: { ...counts, round, finished } }, 'retention sweep');
    if (!finished) await this.followUp(round + 1, after ?? undefined);
    return counts;
  }

  /**
   * Erases the accounts that are due, one at a time, from the deletion after `after` on: null
   * when none is left, else the last one handled when the deadline came. An account that
   * fails is logged and left for the next run; the others go on.
   */
  private async eraseAccounts(after: number, counts: RetentionCounts, late: () => boolean) {
    const repo = new ErasureRepository(this.db);
    let last = after;
    for (;;) {
      const due = await repo.due(this.now().toISOString(), last, this.limits.accounts);
      if (due.length === 0) return null;
      for (const account of due) {
        // At least one account per run, so that a follow-up always gets further.
        if (last !== after && late()) return last;
        last = account.deletionId;
        try {
          await this.eraseAccount(account, counts);
        } catch (error) {
          counts.failed += 1;
          this.log.error({ err: error, userId: account.userId }, 'erasing an account failed');
        }
      }
    }
  }

  private async eraseAccount(account: DueErasure, counts: RetentionCounts) {
    const claimed = await this.unitOfWork.run((tx) =>
      new ErasureRepository(tx.db).claim(account.userId),
    );
    if (!claimed) return;
    const repo = new ErasureRepository(this.db);
    const { profileId } = account;
    if (profileId !== null) {
      // Files first: a run stopped half-way finds the rows that name them again.
      await this.chatImages.purgeSentBy(account.userId);
      for (const photo of await repo.photos(profileId)) await deletePhotoFiles(this.store, photo);
      for (const key of await repo.selfieFiles(profileId)) await this.store.delete(key);
      for (;;) {
        const blanked = await repo.blankMessages(profileId, this.limits.rows);
        counts.messages += blanked;
        if (blanked < this.limits.rows) break;
      }
    }
    for (const key of await repo.exportFiles(account.userId)) await this.store.delete(key);
    const now = this.now().toISOString();
    const erased = await this.unitOfWork.run((tx) =>
      new ErasureRepository(tx.db).eraseRows(account, now),
    );
    counts.accounts += 1;
    counts.photos += erased.photos;
    counts.chatImages += erased.chatImages;
    counts.pushSubscriptions += erased.pushSubscriptions;
    counts.likes += erased.likes;
    counts.exports += erased.exports;
  }

  /**
   * Deletes the payments, ledger rows and mandates of erased accounts past the retention
   * period, a batch at a time; false when the deadline came first.
   */
  private async endBooks(counts: RetentionCounts, late: () => boolean): Promise<boolean> {
    const cutoff = yearsBefore(this.now(), PAYMENT_RETENTION_YEARS).toISOString();
    const repo = new MoneyRetentionRepository(this.db);
    const { rows } = this.limits;
    for (;;) {
      const ids = await repo.oldPayments(cutoff, rows);
      if (ids.length > 0) {
        counts.payments += await this.unitOfWork.run((tx) =>
          new MoneyRetentionRepository(tx.db).deletePayments(ids),
        );
      }
      const ledgerRows = await repo.deleteOldLedger(cutoff, rows);
      counts.ledgerRows += ledgerRows;
      const mandates = await repo.deleteOldMandates(cutoff, rows);
      counts.mandates += mandates;
      if (ids.length < rows && ledgerRows < rows && mandates < rows) return true;
      if (late()) return false;
    }
  }

  /** The rest of a run that reached its deadline, as a job of its own. */
  private async followUp(round: number, after: number | undefined) {
    if (round > this.limits.rounds) {
      this.log.warn({ retention: { round } }, 'retention sweep left the rest for the next day');
      return;
    }
    await this.unitOfWork.run((tx) =>
      tx.enqueue('retention.sweep', { round, ...(after !== undefined ? { after } : {}) }),
    );
  }
}
