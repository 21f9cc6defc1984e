import type { StaffMe, StaffRole } from '@dating/shared-contracts/api';
import type { ReactElement } from 'react';
import { InboxScreen } from '../features/inbox';
import { ItemScreen } from '../features/item';
import { PHOTOS_PATH, PhotoQueueScreen } from '../features/photos';
import { MEMBERS_PATH, MEMBER_PATH, MemberScreen, MembersScreen } from '../features/support';
import { AuditScreen } from '../features/audit';
import {
  OPERATOR_CONVERSATION_PATH,
  OPERATOR_PATH,
  OperatorConversationScreen,
  OperatorInboxScreen,
} from '../features/operator';
import { TransparencyScreen } from '../features/transparency';
import { VERIFICATIONS_PATH, VerificationQueueScreen } from '../features/verifications';
import { INBOX_PATH, ITEM_PATH } from '../lib/paths';
import { AUDIT_PATH, TRANSPARENCY_PATH } from '../lib/admin-paths';
import { holdsRole } from '../lib/session';

/** One area of the console: the role it needs, its entry in the navigation, its routes. */
export interface ConsoleArea {
  /** The role it needs, or the roles of which any one will do. */
  readonly role: StaffRole | readonly StaffRole[];
  /** The navigation's link: where it goes and its label's key. */
  readonly nav: { readonly to: string; readonly label: string };
  /** Paths as the router spells them; the first is the area's start. */
  readonly routes: readonly { readonly path: string; readonly element: ReactElement }[];
}

/**
 * Every area, in the navigation's order: a staff member sees the areas their roles allow, and
 * the first of them at the console's root. An area is added here, nowhere else.
 */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  {
    role: 'moderator',
    nav: { to: INBOX_PATH, label: 'app.inbox' },
    routes: [
      { path: 'inbox', element: <InboxScreen /> },
      { path: ITEM_PATH, element: <ItemScreen /> },
    ],
  },
  {
    role: 'moderator',
    nav: { to: PHOTOS_PATH, label: 'photos.nav' },
    routes: [{ path: PHOTOS_PATH, element: <PhotoQueueScreen /> }],
  },
  {
    role: 'moderator',
    nav: { to: VERIFICATIONS_PATH, label: 'verifications.nav' },
    routes: [{ path: VERIFICATIONS_PATH, element: <VerificationQueueScreen /> }],
  },
  {
    role: ['support', 'finance', 'admin'],
    nav: { to: MEMBERS_PATH, label: 'support.nav' },
    routes: [
      { path: MEMBERS_PATH, element: <MembersScreen /> },
      { path: MEMBER_PATH, element: <MemberScreen /> },
    ],
  },
  {
    role: ['operator', 'admin'],
    nav: { to: OPERATOR_PATH, label: 'operator.nav' },
    routes: [
      { path: OPERATOR_PATH, element: <OperatorInboxScreen /> },
      { path: OPERATOR_CONVERSATION_PATH, element: <OperatorConversationScreen /> },
    ],
  },
  {
    role: 'admin',
    nav: { to: AUDIT_PATH, label: 'audit.nav' },
    routes: [{ path: AUDIT_PATH, element: <AuditScreen /> }],
  },
  {
    role: 'admin',
    nav: { to: TRANSPARENCY_PATH, label: 'transparency.nav' },
    routes: [{ path: TRANSPARENCY_PATH, element: <TransparencyScreen /> }],
  },
];

/** The areas a staff member's roles allow. */
export const areasOf = (me: StaffMe): ConsoleArea[] =>
  CONSOLE_AREAS.filter((area) =>
    (typeof area.role === 'string' ? [area.role] : area.role).some((role) => holdsRole(me, role)),
  );
