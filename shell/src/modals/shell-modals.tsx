import { useState, type ReactNode } from 'react';
import type { RouteDefinition } from '@dating/shared-contracts';
import { awaitsActivation } from '../alerts/awaits-activation';
import { useSessionValues } from '../alerts/use-session-values';
import { useMemberChrome } from '../layout/member-chrome';
import { useShell } from '../shell-context';
import { ModalLoading, modalViews, type ModalViews } from './lazy-modals';
import { shouldShowSiteEntry, skippedBeforeShell } from './site-entry';
import { useLikeModal } from './use-like-modal';
import { useMatchModal } from './use-match-modal';
import { useSignupFlow } from './use-signup-flow';

/**
 * The shell's modals, one at a time in the order of docs/decisions/0142: site entry, signup,
 * activation, match or like; then the member's own prompts (time-bonus modal, push alert),
 * which wait for these.
 */
export function ShellModals({ route }: { route: RouteDefinition | null }) {
  const { bus, navigate, api: client, session } = useShell();
  const { user, settings } = useSessionValues();
  const { parts } = useMemberChrome();

  const signup = useSignupFlow(bus);

  // Skipping closes the warning for this visit only; accepting is remembered.
  const [entrySkipped, setEntrySkipped] = useState(skippedBeforeShell);
  const [, setEntryAccepted] = useState(false);
  const showSiteEntry =
    !entrySkipped && shouldShowSiteEntry({ routeName: route?.name ?? null, settings, user });

  const autoLike = useLikeModal(client);
  const match = useMatchModal(session.facade);

  const modal = chooseModal();
  const views = modalViews.use(modal !== null);
  // The modals' code loads when one first shows: a first visit does not pay for it.
  return (
    <>
      {modal && (views ? modal.render(views) : <ModalLoading onClose={modal.close} />)}
      {parts && <parts.MemberPrompts route={route} modalOpen={modal !== null} />}
    </>
  );

  function chooseModal(): {
    render: (views: ModalViews) => ReactNode;
    close: () => void;
  } | null {
    if (showSiteEntry) {
      const skip = () => setEntrySkipped(true);
      return {
        close: skip,
        render: ({ SiteEntryModal }) => (
          <SiteEntryModal onAccept={() => setEntryAccepted(true)} onSkip={skip} />
        ),
      };
    }
    if (signup.signupOpen)
      return {
        close: signup.closeSignup,
        render: ({ SignupModal }) => <SignupModal onClose={signup.closeSignup} />,
      };
    // The user arrives with or just after signup/completed; the modal waits for it.
    if (signup.activationOpen && user && awaitsActivation(user))
      return {
        close: signup.closeActivation,
        render: ({ ActivationModal }) => <ActivationModal onClose={signup.closeActivation} />,
      };
    // A match (live, both members) and the timed like modal share the one match modal.
    const like = match.profile ? match : autoLike;
    const liked = like.profile;
    if (liked)
      return {
        close: like.close,
        render: ({ MatchModal }) => (
          <MatchModal
            profile={liked}
            onClose={like.close}
            onOpenProfile={(id) => {
              like.close();
              navigate(`/members/${encodeURIComponent(id)}`);
            }}
          />
        ),
      };
    return null;
  }
}
