import { type SessionUser } from '@dating/shared-contracts';
import { AppLink } from '../app-link';
import { useMemberDestinations } from './member-destinations';

/** The top bar's member links after search members (which visitors see too). */
export function MemberLinks({ user }: { user: SessionUser }) {
  return (
    <>
      {useMemberDestinations(user)
        .slice(1)
        .map(({ href, label, badge }) => (
          <li key={href}>
            <AppLink href={href}>
              {label}
              {badge}
            </AppLink>
          </li>
        ))}
    </>
  );
}
