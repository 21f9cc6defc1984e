import type {
  DecisionAction,
  DecisionGround,
  PhotoQueueResponse,
  QueueItem,
  QueueItemDetail,
} from '@dating/shared-contracts/api';
import { ageOn } from '../../lib/time';
import type { ItemRow, ModerationRepository } from './moderation.repository';
import type { ModerationSubjectRepository } from './moderation-subject.repository';
import type { MemberRestrictionsRepository } from './member-restrictions.repository';
import type { AppealedDecision } from './appeal-decisions';

/** A restricted member's state as the console names it, the heaviest restriction first. */
const STATE_BY_RESTRICTION = [
  ['banned', 'banned'],
  ['suspended', 'suspended'],
  ['hidden', 'hidden'],
  ['messaging', 'restricted'],
] as const;

/** An item of the inbox: held only while its lease runs. */
export const itemView = (row: ItemRow, now: Date): QueueItem => {
  const held =
    row.holder_staff_id !== null &&
    row.lease_until !== null &&
    Date.parse(row.lease_until) > now.getTime();
  return {
    id: String(row.id),
    kind: row.kind,
    createdAt: row.created_at,
    source: row.source,
    subject:
      row.subject_profile_id === null
        ? null
        : { profileId: String(row.subject_profile_id), name: row.subject_name ?? '' },
    reason: row.reason,
    holder: held ? { id: String(row.holder_staff_id), name: row.holder_name ?? '' } : null,
    leaseExpiresAt: held ? row.lease_until : null,
  };
};

/** What a repository's method gives. */
type Found<M> = M extends (...args: never[]) => Promise<infer T> ? T : never;

/** What the console shows of an item, gathered by the moderation service. */
export interface ItemFacts {
  readonly row: ItemRow;
  readonly report: Found<ModerationSubjectRepository['report']> | null;
  readonly complaint: Found<ModerationSubjectRepository['complaint']> | null;
  readonly profile: Found<ModerationSubjectRepository['profile']> | null;
  readonly restrictions: Found<MemberRestrictionsRepository['restrictionsOn']>;
  readonly photos: Found<ModerationSubjectRepository['photos']>;
  readonly context: Found<ModerationSubjectRepository['messagesAround']>;
  readonly decisions: Found<ModerationRepository['decisionsOn']>;
  readonly appealed: AppealedDecision | null;
  readonly flag: Found<ModerationSubjectRepository['riskFlag']> | null;
}

/**
 * The item as a moderator needs it to decide: the statement or notice, the profile with its
 * photos and state, the conversation around a reported message, past decisions and the
 * appeal; every member's word as text.
 */
export function itemDetailView(
  facts: ItemFacts,
  now: Date,
  staffId: number,
  photoUrl: (id: number) => string,
): QueueItemDetail {
  const { row, report, complaint, profile, restrictions, photos, context, decisions, appealed } =
    facts;
  const { flag } = facts;
  const flaggedMessage = report?.message_id ?? flag?.message_id ?? null;
  const profileId = row.subject_profile_id;
  const kinds = new Set(restrictions.map((restriction) => restriction.kind));
  return {
    item: itemView(row, now),
    ...(flag
      ? {
          signals: {
            list: JSON.parse(flag.signals) as NonNullable<QueueItemDetail['signals']>['list'],
            score: flag.score,
            held: flag.held === 1,
          },
        }
      : {}),
    statement: report?.text ?? complaint?.explanation ?? null,
    notice: complaint ? { reference: complaint.reference, target: complaint.target } : null,
    profile: profile
      ? {
          id: String(profile.id),
          name: profile.name,
          age: profile.birth_date ? ageOn(profile.birth_date, now) : null,
          city: profile.city ?? '',
          about: profile.about ?? '',
          state:
            profile.user_status === 'deleted'
              ? 'deleted'
              : (STATE_BY_RESTRICTION.find((state) => kinds.has(state[0]))?.[1] ?? 'active'),
          photos: photos.map((photo) => ({
            id: String(photo.id),
            url: photoUrl(photo.id),
            status: photo.status,
          })),
        }
      : null,
    photoId: row.image_id === null ? null : String(row.image_id),
    context: context.map((message) => ({
      id: String(message.id),
      from: message.sender_profile_id === profileId ? 'subject' : 'reporter',
      text: message.kind === 'text' ? (message.body ?? '') : `[${message.kind}]`,
      sentAt: message.created_at,
      reported: message.id === flaggedMessage,
    })),
    decisions: decisions.map((decision) => ({
      id: String(decision.id),
      action: decision.action as QueueItemDetail['decisions'][number]['action'],
      ground: decision.ground as QueueItemDetail['decisions'][number]['ground'],
      decidedAt: decision.decided_at,
      decidedBy: decision.staff_name,
      reversed: decision.reversed_at !== null,
    })),
    appeal: appealed
      ? {
          text: appealed.appeal.text,
          createdAt: appealed.appeal.created_at,
          decision: {
            id: String(appealed.id),
            action: appealed.action as DecisionAction,
            ground: appealed.ground as DecisionGround | null,
            text: appealed.text,
            decidedAt: appealed.decided_at,
            decidedBy: decisions.find((d) => d.id === appealed.id)?.staff_name ?? '',
            own: appealed.staff_id === staffId,
          },
        }
      : null,
  };
}

/**
 * The photo grid: the open photo items (oldest first) by profile, each profile's waiting
 * photos beside its active ones.
 */
export function photoQueueView(
  rows: readonly ItemRow[],
  active: Found<ModerationSubjectRepository['activePhotosOf']>,
  now: Date,
  photoUrl: (id: number) => string,
): PhotoQueueResponse {
  const byProfile = new Map<number, ItemRow[]>();
  for (const row of rows) {
    if (row.subject_profile_id === null || row.image_id === null) continue;
    byProfile.set(row.subject_profile_id, [...(byProfile.get(row.subject_profile_id) ?? []), row]);
  }
  return {
    profiles: [...byProfile].map(([profileId, items]) => ({
      profileId: String(profileId),
      name: items[0]!.subject_name ?? '',
      pending: items.map((row) => ({
        item: itemView(row, now),
        photo: { id: String(row.image_id), url: photoUrl(row.image_id!), status: 'pending' },
      })),
      others: active
        .filter((photo) => photo.profile_id === profileId)
        .map((photo) => ({ id: String(photo.id), url: photoUrl(photo.id), status: photo.status })),
    })),
  };
}
