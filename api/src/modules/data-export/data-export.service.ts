import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataExport } from '@dating/shared-contracts/api';
import type { AppConfig } from '../../config';
import { isUniqueViolation, type Db } from '../../db/database';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { DAY } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { accountMail } from '../accounts/account-mails';
import type { MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { PRIVATE_PREFIX, type MediaStore, type StoredMedia } from '../media/media-store';
import { DataExportRepository, type DataExportRow } from './data-export.repository';
import { dataJson, writeExportZip, type ExportPhotoFile } from './export-zip';
import { VerificationRepository } from '../verification/verification.repository';
import { memberDataSections } from './member-data.repository';

/** How long a ready export can be downloaded; its file is deleted afterwards. */
export const EXPORT_TTL = 7 * DAY;

/** What the download route streams. */
export interface ExportDownload {
  file: StoredMedia;
  filename: string;
}

/**
 * The self-service data export (GDPR articles 15 and 20, decision 0118): a request is
 * prepared by the `data-export.prepare` job into a zip in the media store's private part,
 * announced by a mail whose link expires with it, and deleted by `data-export.expire`.
 */
export class DataExportService {
  constructor(
    private readonly db: Db,
    private readonly repo: DataExportRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly store: MediaStore,
    private readonly mailer: Mailer,
    private readonly config: Pick<AppConfig, 'now'>,
    private readonly mailSites: Pick<MailSites, 'forDomain'>,
  ) {}

  /** The member's latest export; an expired one is deleted on the way (with its file). */
  async status(userId: number): Promise<DataExport | null> {
    const row = await this.repo.latest(userId);
    if (!row) return null;
    if (this.expired(row)) {
      await this.expire({ exportId: row.id });
      return null;
    }
    return present(row);
  }

  /**
   * Starts an export; while one is being prepared, that one is the answer. `origin`: the
   * public address of the request, carried by the job to the mail's link (decision 0139).
   * `alongside` runs in the same unit of work: support's audit row (decision 0162).
   */
  async request(
    userId: number,
    origin?: string,
    alongside?: (tx: Tx) => Promise<void>,
  ): Promise<DataExport> {
    const now = this.config.now().toISOString();
    try {
      const row = await this.unitOfWork.run(async (tx) => {
        const repo = new DataExportRepository(tx.db);
        const latest = await repo.latest(userId);
        await alongside?.(tx);
        if (latest?.status === 'preparing') return latest;
        const id = await repo.create(userId, now);
        await tx.enqueue(
          'data-export.prepare',
          { exportId: id, ...(origin ? { origin } : {}) },
          { maxAttempts: 1 },
        );
        return (await repo.find(id))!;
      });
      return present(row);
    } catch (error) {
      // A second request at the same moment: the first one's export is the answer.
      if (!isUniqueViolation(error)) throw error;
      return present((await this.repo.latest(userId))!);
    }
  }

  /**
   * The `data-export.prepare` job: writes the zip, then in one unit of work marks the export
   * ready, mails its link and schedules its deletion. Running it again redoes the zip; an
   * export no longer being prepared is left alone. The mail is the member's site's.
   */
  async prepare({ exportId, origin }: { exportId: number; origin?: string }): Promise<void> {
    const row = await this.repo.find(exportId);
    if (!row || row.status !== 'preparing') return;
    const temp = path.join(
      os.tmpdir(),
      `data-export-${exportId}-${randomBytes(6).toString('hex')}.zip`,
    );
    const fileKey = `${PRIVATE_PREFIX}exports/${row.user_id}/${randomBytes(12).toString('hex')}.zip`;
    try {
      const size = await this.writeZip(row.user_id, temp);
      await this.store.putFile(fileKey, temp, 'application/zip');
      const token = newToken();
      const now = this.config.now();
      const expiresAt = new Date(now.getTime() + EXPORT_TTL);
      const user = await this.repo.recipient(row.user_id);
      const site = await this.mailSites.forDomain(user.site_domain, origin);
      const replaced = await this.unitOfWork.run(async (tx) => {
        const repo = new DataExportRepository(tx.db);
        await repo.markReady(exportId, {
          fileKey,
          size,
          tokenHash: hashToken(token),
          now: now.toISOString(),
          expiresAt: expiresAt.toISOString(),
        });
        const older = await repo.othersOf(row.user_id, exportId);
        for (const old of older) await repo.delete(old.id);
        await tx.enqueue('data-export.expire', { exportId }, { runAt: expiresAt });
        const link = `${site.baseUrl}/api/data-export.php?token=${encodeURIComponent(token)}`;
        await this.mailer.queue(
          tx,
          accountMail('data_export', {
            userId: user.id,
            to: user.email,
            language: user.language,
            site,
            link,
          }),
        );
        return older;
      });
      for (const old of replaced) if (old.file_key) await this.store.delete(old.file_key);
    } catch (error) {
      await this.store.delete(fileKey);
      await this.repo.markFailed(exportId);
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** The `data-export.expire` job (and a status read after expiry): the file and row go. */
  async expire({ exportId }: { exportId: number }): Promise<void> {
    const row = await this.repo.find(exportId);
    if (!row || (row.status === 'ready' && !this.expired(row))) return;
    if (row.file_key) await this.store.delete(row.file_key);
    await this.repo.delete(row.id);
  }

  /**
   * The zip of a ready export for its owner's session: by the mailed link's token, or the
   * owner's latest export without one. Null for an expired, unknown or another's export.
   */
  async download(userId: number, token: string | undefined): Promise<ExportDownload | null> {
    const row = token
      ? await this.repo.findByTokenHash(hashToken(token))
      : await this.repo.latest(userId);
    if (!row || row.user_id !== userId || row.status !== 'ready' || !row.file_key) return null;
    if (this.expired(row)) return null;
    const file = await this.store.get(row.file_key);
    if (!file) return null;
    const day = (row.ready_at ?? row.requested_at).slice(0, 10);
    return { file, filename: `my-data-${day}.zip` };
  }

  private expired(row: DataExportRow): boolean {
    return row.expires_at !== null && row.expires_at <= this.config.now().toISOString();
  }

  private async writeZip(userId: number, target: string): Promise<number> {
    const profileId = await this.repo.profileIdOf(userId);
    const images = profileId !== null ? await this.repo.photoFiles(profileId) : [];
    const files: (ExportPhotoFile & { id: number })[] = images.map((image) => ({
      id: image.id,
      name: `photos/${image.id}.jpg`,
      key: image.filename,
    }));
    // Verification requests with their times; a selfie is in the zip while it waits for its
    // decision (it is deleted with it).
    const verifications =
      profileId !== null ? await new VerificationRepository(this.db).allOf(profileId) : [];
    const selfies = verifications.flatMap((row) =>
      row.selfie_key ? [{ name: `verification/selfie-${row.id}.jpg`, key: row.selfie_key }] : [],
    );
    const sections = memberDataSections(
      this.db,
      { userId, profileId },
      files.map((file) => ({ id: file.id, file: file.name })),
    );
    sections.push([
      'verification',
      async () =>
        verifications.map((row) => ({
          kind: row.kind,
          status: row.status,
          pose: row.pose,
          refusal_reason: row.reason,
          created_at: row.created_at,
          submitted_at: row.submitted_at,
          decided_at: row.decided_at,
          selfie: row.selfie_key ? `verification/selfie-${row.id}.jpg` : null,
        })),
    ]);
    const header = { generated_at: this.config.now().toISOString(), format_version: 1 };
    return writeExportZip(target, dataJson(header, sections), [...files, ...selfies], this.store);
  }
}

function present(row: DataExportRow): DataExport {
  return {
    status: row.status,
    requested_at: row.requested_at,
    expires_at: row.expires_at,
    size: row.size,
  };
}
