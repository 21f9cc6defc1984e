import type { CamTile, ProfileCard, ReportReason, Settings } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { mediaUrl } from '../../lib/media';
import { ageOn } from '../../lib/time';
import type { MembersService, Viewer } from './members.service';
import { presentCard } from './profile-card';
import { type ProfileExtrasRepository } from './profile-extras.repository';

const RELATED_COUNT = 6;
const CAM_TILE_COUNT = 4;

/** Related profiles and reports of the profile view (decision 0115). */
export class ProfileExtrasService {
  constructor(
    private readonly repo: ProfileExtrasRepository,
    private readonly members: Pick<MembersService, 'repo' | 'target' | 'origin'>,
    private readonly now: () => Date,
  ) {}

  /**
   * Members like the one shown, and partner tiles where the domain asks for them; 404 where
   * the profile itself would be (missing, blocked).
   */
  async related(
    profileId: number,
    viewer: Viewer | null,
    settings: Pick<Settings, 'cdn_prefix' | 'member_resell'>,
  ): Promise<{ profiles: ProfileCard[]; cams: CamTile[] }> {
    const row = await this.members.repo.profile(profileId);
    const own = viewer?.profileId === profileId;
    if (!row || (row.status !== 'active' && !own)) throw notFound();
    if (viewer && !own && (await this.members.repo.isBlocked(profileId, viewer.profileId)))
      throw notFound();
    const today = this.now();
    const from = await this.members.origin(viewer);
    const rows = await this.repo.related(
      { id: row.id, country: row.country, gender: row.gender, age: ageOn(row.birth_date, today) },
      viewer?.profileId ?? null,
      today,
      RELATED_COUNT,
    );
    // Partner tiles only where the domain asks for them, from the profile's country.
    const cams = settings.member_resell
      ? await this.repo.camTiles(row.country, CAM_TILE_COUNT)
      : [];
    return {
      profiles: rows.map((card) => presentCard(card, today, settings.cdn_prefix, from)),
      cams: cams.map((cam) => ({
        id: String(cam.id),
        kind: cam.kind,
        name: cam.name,
        image_url: mediaUrl(settings.cdn_prefix, cam.image_key),
        link_url: cam.link_url,
      })),
    };
  }

  /**
   * Stores a report for moderation. A reporter has at most one open report of a profile: a
   * second one answers the first (created false) and changes nothing.
   */
  async report(viewer: Viewer, profileId: number, reason: ReportReason, rawText?: string) {
    const target = await this.members.target(profileId, viewer);
    const text = rawText?.trim() ? rawText.trim() : null;
    const existing = await this.repo.openReport(viewer.profileId, target);
    if (existing !== null) return { id: existing, created: false };
    const id = await this.repo.addReport(
      viewer.profileId,
      target,
      reason,
      text,
      this.now().toISOString(),
    );
    if (id !== null) return { id, created: true };
    // A parallel report won the unique index.
    return { id: (await this.repo.openReport(viewer.profileId, target))!, created: false };
  }
}
