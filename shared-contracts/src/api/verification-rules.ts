// Plain values, no schema library: the front ends import them at run time.

/**
 * The poses a verification selfie is taken in. The server draws one at random for each
 * request, so a photo taken earlier (or someone else's) is unlikely to show it.
 */
export const VERIFICATION_POSES = [
  'hand_raised',
  'thumbs_up',
  'peace_sign',
  'hand_on_cheek',
  'pointing_up',
  'ok_sign',
] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** Why a moderator refuses a selfie, or a new main photo of a verified member. */
export const VERIFICATION_REFUSALS = [
  'pose_not_matching',
  'face_not_visible',
  'not_same_person',
  'photo_of_photo',
  'other',
] as const;
export type VerificationRefusal = (typeof VERIFICATION_REFUSALS)[number];

/**
 * Where a member's verification stands: `paused` while a moderator has not yet seen a
 * verified member's new main photo (the badge is not shown meanwhile).
 */
export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'refused', 'paused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
