import { useState, type ReactNode } from 'react';
import { useObservable } from '@dating/platform';
import type { RouteDefinition } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { awaitsActivation } from '../alerts/awaits-activation';
import { useSessionValues } from '../alerts/use-session-values';
import { useMemberChrome } from '../layout/member-chrome';
import { useShell } from '../shell-context';
import { ModalLoading, modalViews, siteEntryView, type ModalViews } from './lazy-modals';
import type { LikeProfile } from './match-modal';
import { shouldShowSiteEntry, skippedBeforeShell } from './site-entry';
import { useSignupFlow } from './use-signup-flow';

/**
 * The shell's modals, one at a time in the order of docs/decisions/0142: site entry, signup,
 * activation, match or like; then the member's own prompts (time-bonus modal, push alert),
 * which wait for these.
 */
export function ShellModals({ route }: { route: RouteDefinition | null }) {
  const { bus, navigate, session } = useShell();
  const { user, settings } = useSessionValues();
  const { parts } = useMemberChrome();

  const signup = useSignupFlow(bus);

  // Skipping closes the warning for this visit only; accepting is remembered.
  const [entrySkipped, setEntrySkipped] = useState(skippedBeforeShell);
  const [, setEntryAccepted] = useState(false);
  const showSiteEntry =
    !entrySkipped && shouldShowSiteEntry({ routeName: route?.name ?? null, settings, user });
  // Until the server says who is logged in, a member's page looks like a visitor's: the
  // warning's place is held (busy, so a server paint's warning stays up), its code and texts
  // wait for the answer, and a member never loads them.
  const userKnown = useObservable(session.userKnown$, session.userKnown$.value);

  // A match comes from a member's live channel, the timed like from a member's call: the member
  // chrome watches for both (MatchWatch, LikeWatch).
  const [matched, setMatched] = useState<LikeProfile | null>(null);
  const match = { profile: matched, close: () => setMatched(null) };
  const [autoLiked, setAutoLiked] = useState<LikeProfile | null>(null);
  const autoLike = { profile: autoLiked, close: () => setAutoLiked(null) };

  // The modals' code loads when one first shows: a first visit does not pay for it, and the
  // site-entry warning, the one a new visitor sees, brings only its own.
  const entryView = siteEntryView.use(showSiteEntry && userKnown);
  const skipEntry = () => setEntrySkipped(true);
  const modal = showSiteEntry ? null : chooseModal();
  const views = modalViews.use(modal !== null);
  return (
    <>
      {showSiteEntry &&
        (entryView && userKnown ? (
          <entryView.SiteEntryModal onAccept={() => setEntryAccepted(true)} onSkip={skipEntry} />
        ) : (
          <ModalLoading onClose={skipEntry} />
        ))}
      {modal && (views ? modal.render(views) : <ModalLoading onClose={modal.close} />)}
      {parts && <parts.MatchWatch onMatch={setMatched} />}
      {parts && <parts.LikeWatch endpoint={endpoints.chats.autoLike} onLike={setAutoLiked} />}
      {parts && <parts.MemberPrompts route={route} modalOpen={showSiteEntry || modal !== null} />}
    </>
  );

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
