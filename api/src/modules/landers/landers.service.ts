import type { FastifyBaseLogger } from 'fastify';
import type { LanderDocument } from '@dating/shared-contracts/api';
import { isUniqueViolation, type Db } from '../../db/database';
import type { LanderVersionStatus } from '../../db/landers.types';
import type { UnitOfWork } from '../../db/unit-of-work';
import { newToken } from '../../lib/tokens';
import { checkLanderDocument, type LanderProblem } from './lander-document.check';
import { LandersRepository } from './landers.repository';

/** A command that cannot be done as asked; its message is meant for campaign staff. */
export class LanderCommandError extends Error {
  constructor(
    message: string,
    readonly problems: readonly LanderProblem[] = [],
  ) {
    super(message);
    this.name = 'LanderCommandError';
  }
}

export interface LanderVersionSummary {
  readonly name: string;
  readonly version: number;
  readonly status: LanderVersionStatus;
  /** Shows the version while it is a draft. */
  readonly previewToken: string;
  readonly createdAt: string;
  readonly publishedAt: string | null;
}

export interface ShownLander {
  readonly document: LanderDocument;
  readonly version: number;
  readonly preview: boolean;
}

type SummaryRow = NonNullable<Awaited<ReturnType<LandersRepository['byId']>>>;

const summary = (row: SummaryRow): LanderVersionSummary => ({
  name: row.name,
  version: row.version,
  status: row.status,
  previewToken: row.preview_token,
  createdAt: row.created_at,
  publishedAt: row.published_at,
});

/**
 * Landers as data (decision 0123): drafts, publishing, one-step rollback and retiring, each
 * one unit of work, with at most one live version per name.
 */
export class LandersService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** What visitors see: the live version, or the draft a preview token names. */
  async shown(name: string, previewToken?: string): Promise<ShownLander | null> {
    const repo = new LandersRepository(this.db);
    const draft = previewToken ? await repo.draftByToken(name, previewToken) : undefined;
    const row = draft ?? (await repo.live(name));
    if (!row) return null;
    // Written documents were checked; a row changed by hand must not break the page.
    const check = checkLanderDocument(safeParse(row.document));
    if (!check.ok || check.document.name !== name) {
      this.log?.error({ lander: name, version: row.version }, 'lander version fails its schema');
      return null;
    }
    return { document: check.document, version: row.version, preview: draft !== undefined };
  }

  /** Stores a checked document as the next version of its name, a draft. */
  async draft(value: unknown): Promise<LanderVersionSummary> {
    const check = checkLanderDocument(value);
    if (!check.ok) throw new LanderCommandError('The document breaks its schema.', check.problems);
    const { document } = check;
    // Two drafts of one name at once: the loser of (name, version) tries the next number.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.unitOfWork.run(async ({ db }) => {
          const repo = new LandersRepository(db);
          const version = (await repo.lastVersion(document.name)) + 1;
          await repo.insertDraft({
            name: document.name,
            version,
            document: JSON.stringify(document),
            previewToken: newToken(),
            now: this.now().toISOString(),
          });
          return summary((await repo.byVersion(document.name, version))!);
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
  }

  /** Makes a version (else the latest draft) live; the one live before is where a rollback goes. */
  async publish(name: string, version?: number): Promise<LanderVersionSummary> {
    const published = await this.changeLive(name, async (repo) => {
      const chosen =
        version === undefined ? await repo.latestDraft(name) : await repo.byVersion(name, version);
      if (!chosen) {
        throw new LanderCommandError(
          version === undefined
            ? `${name} has no draft to publish.`
            : `${name} has no version ${version}.`,
        );
      }
      if (chosen.status === 'live') {
        throw new LanderCommandError(`${name} version ${chosen.version} is live already.`);
      }
      const current = await repo.liveSummary(name);
      if (current) await must(name, repo.setStatus(current.id, 'live', 'retired'));
      await must(
        name,
        repo.setStatus(chosen.id, chosen.status, 'live', {
          previousLiveId: current?.id ?? null,
          now: this.now().toISOString(),
        }),
      );
      return chosen.id;
    });
    return published!;
  }

  /**
   * One step back: the live version is retired and the one that was live before it is live
   * again; when none was, nothing of this name is live (a built-in variant shows again).
   */
  async rollback(name: string): Promise<LanderVersionSummary | null> {
    return this.changeLive(name, async (repo) => {
      const current = await repo.liveSummary(name);
      if (!current) throw new LanderCommandError(`${name} has no live version to roll back.`);
      await must(name, repo.setStatus(current.id, 'live', 'retired'));
      const previous = current.previous_live_id ? await repo.byId(current.previous_live_id) : null;
      if (!previous) return null;
      await must(
        name,
        repo.setStatus(previous.id, previous.status, 'live', {
          previousLiveId: previous.previous_live_id,
          now: this.now().toISOString(),
        }),
      );
      return previous.id;
    });
  }

  /** Takes the live version down; nothing of this name is live afterwards. */
  async retire(name: string): Promise<LanderVersionSummary> {
    const retired = await this.unitOfWork.run(async ({ db }) => {
      const repo = new LandersRepository(db);
      const current = await repo.liveSummary(name);
      if (!current) throw new LanderCommandError(`${name} has no live version to retire.`);
      await must(name, repo.setStatus(current.id, 'live', 'retired'));
      return (await repo.byId(current.id))!;
    });
    return summary(retired);
  }

  /** Every version of one lander (of all when name is null), newest first. */
  async list(name: string | null = null): Promise<LanderVersionSummary[]> {
    return (await new LandersRepository(this.db).versions(name)).map(summary);
  }

  /** One version with its document, for `show NAME VERSION`. */
  async document(name: string, version: number): Promise<unknown> {
    const row = await new LandersRepository(this.db).documentOf(name, version);
    return row ? safeParse(row.document) : null;
  }

  /** Runs a change of the live version; a racing change of the same name is told to retry. */
  private async changeLive(
    name: string,
    change: (repo: LandersRepository) => Promise<number | null>,
  ): Promise<LanderVersionSummary | null> {
    try {
      const id = await this.unitOfWork.run(({ db }) => change(new LandersRepository(db)));
      const row = id === null ? undefined : await new LandersRepository(this.db).byId(id);
      return row ? summary(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) throw raced(name);
      throw error;
    }
  }
}

const raced = (name: string) =>
  new LanderCommandError(`Another command changed ${name} at the same moment; try again.`);

/** A conditional update that found its row changed by a racing command. */
async function must(name: string, updated: Promise<boolean>): Promise<void> {
  if (!(await updated)) throw raced(name);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
