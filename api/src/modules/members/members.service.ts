import {
  firstWordIn,
  type Distance,
  type ProfileCard,
  type PublicProfile,
  type SearchQuery,
  type SearchResponse,
} from '@dating/shared-contracts/api';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { authenticationRequired, notFound } from '../../lib/app-error';
import type { MediaSigner } from '../media/media-signer';
import { centroidOf, distanceFrom, type Centroid } from './distance';
import { SafetyRepository } from '../safety/safety.repository';
import { LikesRepository } from './likes.repository';
import type { MemberSearchService, SearchSite } from './member-search.service';
import { MembersRepository } from './members.repository';
import { presentCard } from './profile-card';
import { presentProfile } from './profile.presenter';

export interface Viewer {
  userId: number;
  profileId: number;
}

/** Search, profile view, likes and blocks, always from the point of view of the viewer. */
export class MembersService {
  constructor(
    readonly repo: MembersRepository,
    readonly likes: LikesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
    private readonly signer: MediaSigner,
    private readonly searcher: MemberSearchService,
  ) {}

  async viewer(userId: number | null): Promise<Viewer | null> {
    if (userId === null) return null;
    const profileId = await this.repo.profileIdOfUser(userId);
    return profileId === null ? null : { userId, profileId };
  }

  /** The logged-in member as a viewer; a member without a profile counts as no session. */
  async requireViewer(userId: number | null): Promise<Viewer> {
    const viewer = await this.viewer(userId);
    if (!viewer) throw authenticationRequired();
    return viewer;
  }

  /** Whom the viewer liked, and who liked the viewer (new likes first). */
  async likesOf(viewer: Viewer, hidden = false) {
    const [liked, likedBy] = await Promise.all([
      hidden ? Promise.resolve([]) : this.likes.liked(viewer.profileId),
      this.likes.likedBy(viewer.profileId, hidden),
    ]);
    return { liked, likedBy };
  }

  /** A profile card, or null when the profile is gone. */
  card(profileId: number) {
    return this.repo.card(profileId);
  }

  isBlocked(blocker: number, blocked: number) {
    return this.repo.isBlocked(blocker, blocked);
  }

  /**
   * Where the viewer's distances to other members start: the centre of the viewer's city
   * (decision 0112), never a position; null for visitors and members without a known city.
   */
  async origin(viewer: Viewer | null): Promise<Centroid | null> {
    return viewer ? centroidOf(await this.repo.place(viewer.profileId)) : null;
  }

  /** Member search (member-search.service.ts): filters, ranking, paging, similar results. */
  async search(
    query: SearchQuery,
    viewer: Viewer | null,
    site: SearchSite,
  ): Promise<SearchResponse> {
    const start = viewer ? await this.repo.searchStart(viewer.profileId) : undefined;
    return this.searcher.search(query, viewer?.profileId ?? null, site, {
      from: centroidOf(start?.place),
      hideFictional: start?.hideFictional ?? false,
    });
  }

  /** A public profile; 404 when missing, not active, or when its owner blocked the viewer. */
  async profile(
    profileId: number,
    viewer: Viewer | null,
    cdnPrefix: string,
    visibleFields: readonly string[] = [],
  ): Promise<PublicProfile> {
    const row = await this.repo.profile(profileId);
    const own = viewer?.profileId === profileId;
    if (!row || (row.status !== 'active' && !own)) throw notFound();
    if (viewer && !own && (await this.repo.isBlocked(profileId, viewer.profileId)))
      throw notFound();
    const paid = viewer ? await this.repo.isPaid(viewer.userId) : false;
    const [images, interests] = await Promise.all([
      this.repo.images(profileId),
      this.repo.interests(profileId),
    ]);
    let liked = false;
    let blocked = false;
    let distance: Distance | null = null;
    if (viewer && !own) {
      distance = distanceFrom(await this.origin(viewer), row);
      liked = await this.likes.isLiked(viewer.profileId, profileId);
      blocked = await this.repo.isBlocked(viewer.profileId, profileId);
      await this.seeLikeFrom(profileId, viewer);
    }
    return presentProfile(row, {
      images,
      interests,
      visibleFields,
      cdnPrefix,
      today: this.now(),
      lockedShown: paid || own,
      signer: this.signer,
      liked,
      blocked,
      distance,
    });
  }

  /**
   * Opening a liker's profile clears the like's new flag (it has been seen), and the member's
   * pages hear at once that their likes changed, so the badge drops. Most views find no new
   * like: a read decides, and only a cleared flag writes.
   */
  private async seeLikeFrom(likerProfileId: number, viewer: Viewer): Promise<void> {
    if (!(await this.likes.isNew(likerProfileId, viewer.profileId))) return;
    await this.unitOfWork.run(async (tx) => {
      if (!(await new LikesRepository(tx.db).clearNew(likerProfileId, viewer.profileId))) return;
      await tx.enqueue('live.publish', { userId: viewer.userId, event: { type: 'likes' } });
    });
  }

  /** A profile the viewer may act on (like, block, chat): active and not blocking the viewer. */
  async target(profileId: number, viewer: Viewer): Promise<number> {
    const row = await this.repo.profile(profileId);
    if (!row || row.status !== 'active' || profileId === viewer.profileId) throw notFound();
    if (await this.repo.isBlocked(profileId, viewer.profileId)) throw notFound();
    return profileId;
  }

  /**
   * Likes a profile the viewer may act on: the like, the match and the live events to both
   * members are one unit of work. A repeated like changes nothing and tells nobody.
   */
  async like(viewer: Viewer, profileId: number): Promise<boolean> {
    const target = await this.target(profileId, viewer);
    const now = this.now().toISOString();
    return this.unitOfWork.run(async (tx) => (await this.likeIn(tx, viewer, target, now)).match);
  }

  /**
   * The like of `like` inside the caller's unit of work (the swipe game counts it against
   * the day's allowance in the same transaction); `target` is one `target` allowed.
   */
  async likeIn(
    tx: Tx,
    viewer: Viewer,
    target: number,
    now: string,
  ): Promise<{ isNew: boolean; match: boolean }> {
    const likes = new LikesRepository(tx.db);
    const { isNew, match } = await likes.like(viewer.profileId, target, now);
    if (!isNew) return { isNew, match };
    // Fictional members have no user to tell.
    const targetUser = await new MembersRepository(tx.db).userIdOfProfile(target);
    const from = String(viewer.profileId);
    // A like from a profile with one of the receiver's hidden words waits, unannounced, in
    // their hidden folder; a match is wanted by both, and is never hidden.
    const hidden =
      !match &&
      targetUser !== null &&
      firstWordIn(
        await likes.profileText(viewer.profileId),
        await new SafetyRepository(tx.db).hiddenWordsOfProfile(target),
      ) !== null;
    if (hidden) await likes.hide(viewer.profileId, target);
    if (targetUser !== null && !hidden) {
      await tx.enqueue('live.publish', {
        userId: targetUser,
        event: { type: 'like', profile_id: from },
      });
      if (match) {
        await tx.enqueue('live.publish', {
          userId: targetUser,
          event: { type: 'match', profile_id: from },
        });
      }
      // Push and mail as the member's preferences say (decision 0130); a match says more.
      await tx.enqueue('notify.event', {
        kind: match ? 'match' : 'like',
        userId: targetUser,
        fromProfileId: viewer.profileId,
      });
    }
    if (match) {
      await tx.enqueue('live.publish', {
        userId: viewer.userId,
        event: { type: 'match', profile_id: String(target) },
      });
    }
    return { isNew, match };
  }

  async unlike(viewer: Viewer, profileId: number): Promise<void> {
    await this.likes.unlike(viewer.profileId, profileId);
  }

  /**
   * A block hides both members from each other's likes, and its end shows them again: in
   * the same unit of work, both members' pages hear that their likes changed (badges too).
   */
  async block(viewer: Viewer, profileId: number): Promise<void> {
    const target = await this.target(profileId, viewer);
    await this.unitOfWork.run(async (tx) => {
      const repo = new MembersRepository(tx.db);
      if (await repo.block(viewer.profileId, target, this.now().toISOString()))
        await likesChanged(tx, repo, viewer, target);
    });
  }

  async unblock(viewer: Viewer, profileId: number): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const repo = new MembersRepository(tx.db);
      if (await repo.unblock(viewer.profileId, profileId))
        await likesChanged(tx, repo, viewer, profileId);
    });
  }

  /**
   * A fictional member of the viewer's country (else any) likes the viewer: the product's
   * engagement feature. Returns who, or undefined when none is left.
   */
  async autoLike(viewer: Viewer) {
    const own = await this.repo.profile(viewer.profileId);
    const candidate = await this.likes.autoLikeCandidate(viewer.profileId, own?.country ?? 'NL');
    if (!candidate) return undefined;
    const now = this.now().toISOString();
    await this.unitOfWork.run(async (tx) => {
      await new LikesRepository(tx.db).like(candidate.id, viewer.profileId, now);
      await tx.enqueue('live.publish', {
        userId: viewer.userId,
        event: { type: 'like', profile_id: String(candidate.id) },
      });
    });
    return candidate;
  }

  cards(rows: Parameters<typeof presentCard>[0][], cdnPrefix: string): ProfileCard[] {
    const today = this.now();
    return rows.map((row) => presentCard(row, today, cdnPrefix));
  }
}

/** Tells the viewer and the other member (when it has a user) that their likes changed. */
async function likesChanged(tx: Tx, repo: MembersRepository, viewer: Viewer, other: number) {
  const otherUser = await repo.userIdOfProfile(other);
  for (const userId of otherUser === null ? [viewer.userId] : [viewer.userId, otherUser])
    await tx.enqueue('live.publish', { userId, event: { type: 'likes' } });
}
