import type { DecisionBody } from '@dating/shared-contracts/api';
import type { Tx } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { SessionRepository } from '../accounts/session.repository';
import { MemberRestrictionsRepository } from './member-restrictions.repository';
import type { ItemRow } from './moderation.repository';
import { ModerationSubjectRepository } from './moderation-subject.repository';

/** What a decision changed, kept with it so that an undo or a reversal puts it back. */
export type Changed = {
  profileStatus?: { before: 'active' | 'disabled' | 'restricted' };
  photo?: { id: number; before: 'active' | 'pending' | 'rejected'; wasMain: boolean };
  about?: { before: string | null };
  report?: number;
  complaint?: number;
  riskFlag?: number;
  /** A held first message let through by a dismissal. */
  released?: { conversationId: number; senderProfileId: number };
  restriction?: 'hidden' | 'messaging' | 'suspended' | 'banned';
};

/**
 * What a decision does to its item's sources and member, in the decision's unit of work:
 * closes the report or notice, approves or removes a photo, clears a text, restricts the
 * member; returns what changed, for an undo to put back.
 */
export async function applyDecision(
  tx: Tx,
  item: ItemRow,
  body: DecisionBody,
  facts: { decisionId: number; at: string; endsAt: string | null; photoId: number | null },
): Promise<Changed> {
  const subjects = new ModerationSubjectRepository(tx.db);
  const restrictions = new MemberRestrictionsRepository(tx.db);
  const changed: Changed = {};
  if (item.report_id !== null) {
    await subjects.setReportStatus(item.report_id, 'closed', facts.at);
    changed.report = item.report_id;
  }
  if (item.complaint_id !== null) {
    await subjects.setComplaintStatus(item.complaint_id, 'decided', facts.at);
    changed.complaint = item.complaint_id;
  }
  if (item.risk_flag_id !== null) {
    const flag = await subjects.riskFlag(item.risk_flag_id);
    await subjects.setRiskFlagStatus(item.risk_flag_id, 'decided', facts.at);
    changed.riskFlag = item.risk_flag_id;
    // A held first message reaches its recipient when the moderator finds nothing wrong;
    // any other decision keeps it from them.
    if (flag?.held === 1 && flag.conversation_id !== null && body.action === 'dismiss') {
      await subjects.setHeld(flag.conversation_id, flag.profile_id, false);
      changed.released = { conversationId: flag.conversation_id, senderProfileId: flag.profile_id };
    }
  }
  const profileId = item.subject_profile_id;
  const profile = (profileId === null ? null : await subjects.profile(profileId)) ?? null;
  // A pending photo dismissed is a photo approved.
  if (item.kind === 'photo' && body.action === 'dismiss' && facts.photoId !== null) {
    const photo = await subjects.photo(facts.photoId);
    if (photo && photo.status === 'pending') {
      await subjects.setPhotoStatus(photo.id, 'active');
      const wasMain = profile !== null && profile.main_image_id === null;
      if (wasMain) await subjects.setMainImage(photo.profile_id, photo.id);
      changed.photo = { id: photo.id, before: 'pending', wasMain };
    }
  }
  if (body.action === 'dismiss' || !profile) return changed;
  switch (body.action) {
    case 'remove_photo': {
      const photo = facts.photoId === null ? null : await subjects.photo(facts.photoId);
      if (!photo || photo.profile_id !== profile.id) {
        throw new AppError(400, 'validation_failed', undefined, [
          { field: 'photoId', messageKey: 'field_invalid' },
        ]);
      }
      // Its files stay for the appeal period; only the photo's state changes.
      const wasMain = profile.main_image_id === photo.id;
      await subjects.setPhotoStatus(photo.id, 'rejected');
      if (wasMain) await subjects.setMainImage(profile.id, null);
      changed.photo = { id: photo.id, before: photo.status as 'active' | 'pending', wasMain };
      return changed;
    }
    case 'remove_text':
      await subjects.setAbout(profile.id, null);
      changed.about = { before: profile.about };
      return changed;
    case 'restrict_messaging':
      await restrictions.addRestriction({
        profileId: profile.id,
        kind: 'messaging',
        now: facts.at,
        endsAt: null,
        decisionId: facts.decisionId,
      });
      changed.restriction = 'messaging';
      return changed;
    case 'hide_profile':
    case 'suspend':
    case 'ban': {
      const kind =
        body.action === 'hide_profile'
          ? 'hidden'
          : body.action === 'suspend'
            ? 'suspended'
            : 'banned';
      await restrictions.addRestriction({
        profileId: profile.id,
        kind,
        now: facts.at,
        endsAt: facts.endsAt,
        decisionId: facts.decisionId,
      });
      changed.restriction = kind;
      changed.profileStatus = { before: profile.status };
      await subjects.setProfileStatus(profile.id, 'restricted');
      // A suspended or banned member's sessions end, and their sockets close everywhere.
      if (kind !== 'hidden' && profile.user_id !== null) {
        const ended = await new SessionRepository(tx.db).deleteAllForUser(profile.user_id);
        await tx.enqueue('live.control', {
          userId: profile.user_id,
          control: { kind: 'sessions-ended', sessionIds: ended },
        });
      }
      return changed;
    }
  }
}

/** Puts back what a decision changed (an undo; later, a reversed appeal). */
export async function restoreDecision(
  tx: Tx,
  profileId: number | null,
  changed: Changed,
  decisionId: number,
  at: string,
) {
  const subjects = new ModerationSubjectRepository(tx.db);
  const restrictions = new MemberRestrictionsRepository(tx.db);
  if (changed.report !== undefined) await subjects.setReportStatus(changed.report, 'open', at);
  if (changed.complaint !== undefined)
    await subjects.setComplaintStatus(changed.complaint, 'received', at);
  if (changed.riskFlag !== undefined)
    await subjects.setRiskFlagStatus(changed.riskFlag, 'open', at);
  if (changed.released) {
    await subjects.setHeld(changed.released.conversationId, changed.released.senderProfileId, true);
  }
  if (changed.photo) {
    await subjects.setPhotoStatus(changed.photo.id, changed.photo.before);
    if (changed.photo.wasMain && profileId !== null) {
      await subjects.setMainImage(
        profileId,
        changed.photo.before === 'active' ? changed.photo.id : null,
      );
    }
  }
  if (changed.about && profileId !== null) await subjects.setAbout(profileId, changed.about.before);
  if (changed.restriction) await restrictions.liftRestrictionsOf(decisionId, at);
  if (changed.profileStatus && profileId !== null) {
    // Still out of sight while another decision keeps it so.
    const others = (await restrictions.restrictionsOn(profileId, at)).filter(
      (r) => r.kind !== 'messaging',
    );
    if (others.length === 0)
      await subjects.setProfileStatus(profileId, changed.profileStatus.before);
  }
}
