import { useState } from 'react';
import type { RouteDefinition } from '@dating/shared-contracts';
import { awaitsActivation } from '../alerts/alert-rules';
import { dismiss } from '../alerts/dismissals';
import { useSessionValues } from '../alerts/use-session-values';
import { useShell } from '../shell-context';
import { ActivationModal } from './activation-modal';
import { MatchModal } from './match-modal';
import { SignupModal } from './signup-modal';
import { shouldShowSiteEntry } from './site-entry';
import { SiteEntryModal } from './site-entry-modal';
import { TimeBonusModal } from './time-bonus-modal';
import { useLikeModal } from './use-like-modal';
import { useSignupFlow } from './use-signup-flow';
import { useTimeBonusModal } from './use-time-bonus-modal';

/** The shell's modals (spec section 2); at most one shows, the most important first. */
export function ShellModals({ route }: { route: RouteDefinition | null }) {
  const { bus, navigate, api: client } = useShell();
  const { user, settings, timeBonus } = useSessionValues();

  const signup = useSignupFlow(bus);

  // Skipping closes the warning for this visit only; accepting is remembered.
  const [entrySkipped, setEntrySkipped] = useState(false);
  const [, setEntryAccepted] = useState(false);
  const showSiteEntry =
    !entrySkipped && shouldShowSiteEntry({ routeName: route?.name ?? null, settings, user });

  const timeBonusModal = useTimeBonusModal(
    Boolean(route?.membersArea && user && user.credits === 0),
  );
  const like = useLikeModal(client);

  if (signup.signupOpen) return <SignupModal onClose={signup.closeSignup} />;
  // The user arrives with or just after signup/completed; the modal waits for it.
  if (signup.activationOpen && user && awaitsActivation(user))
    return <ActivationModal onClose={signup.closeActivation} />;
  if (showSiteEntry)
    return (
      <SiteEntryModal
        onAccept={() => {
          dismiss('siteEntry');
          setEntryAccepted(true);
        }}
        onSkip={() => setEntrySkipped(true)}
      />
    );
  if (like.profile)
    return (
      <MatchModal
        profile={like.profile}
        onClose={like.close}
        onOpenProfile={(id) => {
          like.close();
          navigate(`/members/${encodeURIComponent(id)}`);
        }}
      />
    );
  if (timeBonusModal.open)
    return <TimeBonusModal bonus={timeBonus} onClose={timeBonusModal.close} />;
  return null;
}
