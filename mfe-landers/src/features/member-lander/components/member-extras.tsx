import type { ReactNode } from 'react';
import { FictionalNote } from './fictional-note';
import { LockedPhotos } from './locked-photos';
import { MemberDetails } from './member-details';
import { columnStyle } from './styles';
import type { DesignProps } from './design-props';

/**
 * Below the hero, the same in every design: the fictional note when it applies, the other
 * photos locked, the facts and "about me", then whatever the design adds (`children`).
 */
export function MemberExtras({
  member,
  signupHref,
  children,
}: Pick<DesignProps, 'member' | 'signupHref'> & { children?: ReactNode }) {
  return (
    <div css={columnStyle}>
      {member.fictional && <FictionalNote />}
      <LockedPhotos member={member} href={signupHref} />
      <MemberDetails member={member} />
      {children}
    </div>
  );
}
