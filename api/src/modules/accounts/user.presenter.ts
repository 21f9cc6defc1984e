import type { Settings, User } from '@dating/shared-contracts/api';
import { imageRef } from '../../lib/media';
import type { UserRecord } from './user.repository';

/** The user answer: only the owner's own data, never the password hash. */
export function presentUser(user: UserRecord, settings: Settings): User {
  return {
    id: String(user.id),
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paid_user,
    signup_date: user.signup_date,
    language: user.language,
    notifications_disabled: user.notifications_disabled,
    unread_decisions: user.unread_decisions,
    invisible: user.invisible,
    fictional_icon: settings.fictional_icon,
    profile: {
      id: String(user.profile.id),
      name: user.profile.name,
      country: user.profile.country,
      status: user.profile.status,
      gender: user.profile.gender,
      city: user.profile.city,
      region: user.profile.region,
      main_image: imageRef(settings.cdn_prefix, user.profile.main_image),
    },
    signup_step: user.signup_step,
    invited_by: user.invited_by_profile_id === null ? null : String(user.invited_by_profile_id),
  };
}
