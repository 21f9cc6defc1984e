import type { LanderMember } from '@dating/shared-contracts/api';
import type { MemberLanderCopy } from '../lib/slug-copy';

/** What each design draws from: the member, the copy the slug chose and the signup link. */
export interface DesignProps {
  readonly member: LanderMember;
  readonly copy: MemberLanderCopy;
  /** The member's invite signup with the visit's traffic source (memberSignupHref). */
  readonly signupHref: string;
  /** The place as names (memberPlace), in the visitor's language. */
  readonly place: string;
}
