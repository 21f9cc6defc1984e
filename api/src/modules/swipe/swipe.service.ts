import type { SwipeAction, SwipeAllowance } from '@dating/shared-contracts/api';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { DAY, SECOND } from '../../lib/time';
import type { MembersService, Viewer } from '../members/members.service';
import { DEFAULT_TIME_ZONE, isTimeZone, nextLocalMidnight } from './local-midnight';
import { SwipeRepository, type Seeker } from './swipe.repository';

/** The swipe game gives 4 likes a day, then the member waits for the next day (decision 0113). */
export const DAILY_SWIPE_LIKES = 4;
/** A member's time zone changes at most this often, so a new zone cannot buy a new day. */
export const TIME_ZONE_CHANGE_AFTER = 7 * DAY;
/** A member skipped in the match finder comes back after this long. */
export const SKIP_FOR = 14 * DAY;

const SWIPE_CARDS = 10;
const FINDER_PROPOSALS = 12;
const SIGNUP_PROPOSALS = 6;

type AllowanceRow = Awaited<ReturnType<SwipeRepository['allowance']>>;

/**
 * The swipe game, the match finder and the suggestions after signup (decision 0113):
 * proposals that fit both ways, and the swipe game's daily likes, counted here and in the
 * same transaction as the like.
 */
export class SwipeService {
  constructor(
    private readonly repo: SwipeRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
    private readonly members: MembersService,
  ) {}

  async cards(viewer: Viewer, requestedZone: string | undefined, verifiedOnly = false) {
    const seeker = await this.seeker(viewer);
    const [profiles, row] = await Promise.all([
      this.repo.proposals(seeker, { limit: SWIPE_CARDS, verifiedOnly }),
      this.repo.allowance(viewer.profileId),
    ]);
    const zone = this.zone(row, requestedZone);
    return { profiles, allowance: this.present(row, zone) };
  }

  /**
   * A pass is kept for good. A like takes one of the day's likes and is then the members
   * module's own like (the match and the live events), all in one transaction: when none is
   * left it is refused with 429 and the seconds to the member's next midnight.
   */
  async swipe(
    viewer: Viewer,
    profileId: number,
    action: SwipeAction,
    requestedZone: string | undefined,
  ): Promise<{ match: boolean; allowance: SwipeAllowance }> {
    const target = await this.target(viewer, profileId);
    const now = this.now();
    const nowIso = now.toISOString();
    return this.unitOfWork.run(async (tx) => {
      const repo = new SwipeRepository(tx.db);
      const zone = this.zone(await repo.allowance(viewer.profileId), requestedZone);
      if (action === 'pass') {
        await repo.pass(viewer.profileId, target, 'pass', nowIso);
        return {
          match: false,
          allowance: this.present(await repo.allowance(viewer.profileId), zone),
        };
      }
      await repo.keepTimeZone(viewer.profileId, zone, nowIso);
      const nextReset = nextLocalMidnight(now, zone).toISOString();
      if (!(await repo.take(viewer.profileId, nowIso, nextReset, DAILY_SWIPE_LIKES))) {
        const row = await repo.allowance(viewer.profileId);
        const wait = Date.parse(row?.resets_at ?? nextReset) - now.getTime();
        throw new AppError(429, 'too_many_requests', { seconds: Math.ceil(wait / SECOND) });
      }
      const { isNew, match } = await this.members.likeIn(tx, viewer, target, nowIso);
      if (!isNew) await repo.giveBack(viewer.profileId);
      return { match, allowance: this.present(await repo.allowance(viewer.profileId), zone) };
    });
  }

  async finderProposals(viewer: Viewer, verifiedOnly = false) {
    const skippedSince = new Date(this.now().getTime() - SKIP_FOR).toISOString();
    return this.repo.proposals(await this.seeker(viewer), {
      limit: FINDER_PROPOSALS,
      skippedSince,
      verifiedOnly,
    });
  }

  /** A like from the match finder is a plain like (not counted); a skip lasts SKIP_FOR. */
  async finderAction(viewer: Viewer, profileId: number, action: 'like' | 'skip') {
    const target = await this.target(viewer, profileId);
    if (action === 'like') return this.members.like(viewer, target);
    await this.repo.pass(viewer.profileId, target, 'skip', this.now().toISOString());
    return false;
  }

  async signupProposals(viewer: Viewer) {
    return this.repo.proposals(await this.seeker(viewer), { limit: SIGNUP_PROPOSALS });
  }

  private async seeker(viewer: Viewer): Promise<Seeker> {
    const seeker = await this.repo.seeker(viewer.profileId);
    if (!seeker) throw notFound();
    return seeker;
  }

  /** A member the viewer may like or pass: the members module's rule, and not blocked by the viewer. */
  private async target(viewer: Viewer, profileId: number) {
    const target = await this.members.target(profileId, viewer);
    if (await this.members.isBlocked(viewer.profileId, target)) throw notFound();
    return target;
  }

  /**
   * The zone the day is counted in: the one kept with the member's allowance, unless the
   * browser names another and the kept one is older than TIME_ZONE_CHANGE_AFTER.
   */
  private zone(row: AllowanceRow, requested: string | undefined): string {
    if (requested !== undefined && !isTimeZone(requested))
      throw invalidFields([{ field: 'tz', messageKey: 'field_invalid' }]);
    if (!row) return requested ?? DEFAULT_TIME_ZONE;
    const changeable =
      this.now().getTime() - Date.parse(row.time_zone_set_at) >= TIME_ZONE_CHANGE_AFTER;
    return requested !== undefined && changeable ? requested : row.time_zone;
  }

  private present(row: AllowanceRow, zone: string): SwipeAllowance {
    const now = this.now();
    const open = row !== undefined && Date.parse(row.resets_at) > now.getTime();
    return {
      limit: DAILY_SWIPE_LIKES,
      remaining: open ? Math.max(0, DAILY_SWIPE_LIKES - row.used) : DAILY_SWIPE_LIKES,
      resets_at: open ? row.resets_at : nextLocalMidnight(now, zone).toISOString(),
      time_zone: open ? row.time_zone : zone,
    };
  }
}
