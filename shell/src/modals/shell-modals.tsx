import { useState, type ReactNode } from 'react';
import type { RouteDefinition } from '@dating/shared-contracts';
import { awaitsActivation } from '../alerts/awaits-activation';
import { useSessionValues } from '../alerts/use-session-values';
import { useShell } from '../shell-context';
import { ModalLoading, modalViews, type ModalViews } from './lazy-modals';
import { shouldShowSiteEntry, skippedBeforeShell } from './site-entry';
import { useLikeModal } from './use-like-modal';
import { useMatchModal } from './use-match-modal';
import { useSignupFlow } from './use-signup-flow';
import { useTimeBonusModal } from './use-time-bonus-modal';

/** The shell's modals (spec section 2); at most one shows, the most important first. */
export function ShellModals({ route }: { route: RouteDefinition | null }) {
  const { bus, navigate, api: client, session } = useShell();
  const { user, settings, timeBonus } = useSessionValues();

  const signup = useSignupFlow(bus);

  // Skipping closes the warning for this visit only; accepting is remembered.
  const [entrySkipped, setEntrySkipped] = useState(skippedBeforeShell);
  const [, setEntryAccepted] = useState(false);
  const showSiteEntry =
    !entrySkipped && shouldShowSiteEntry({ routeName: route?.name ?? null, settings, user });

  const timeBonusModal = useTimeBonusModal(
    Boolean(route?.membersArea && user && user.credits === 0),
  );
  const autoLike = useLikeModal(client);
  const match = useMatchModal(session.facade);

  const modal = chooseModal();
  const views = modalViews.use(modal !== null);
  if (!modal) return null;
  // The modals' code loads when one first shows: a first visit does not pay for it.
  return views ? modal.render(views) : <ModalLoading onClose={modal.close} />;

  function chooseModal(): {
    render: (views: ModalViews) => ReactNode;
    close: () => void;
  } | null {
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
    if (showSiteEntry) {
      const skip = () => setEntrySkipped(true);
      return {
        close: skip,
        render: ({ SiteEntryModal }) => (
          <SiteEntryModal onAccept={() => setEntryAccepted(true)} onSkip={skip} />
        ),
      };
    }
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
    if (timeBonusModal.open)
      return {
        close: timeBonusModal.close,
        render: ({ TimeBonusModal }) => (
          <TimeBonusModal bonus={timeBonus} onClose={timeBonusModal.close} />
        ),
      };
    return null;
  }
}
