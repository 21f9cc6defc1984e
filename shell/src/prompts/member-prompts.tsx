import { useEffect, useLayoutEffect, useState } from 'react';
import type { RouteDefinition } from '@dating/shared-contracts';
import { useSessionValues } from '../alerts/use-session-values';
import { ModalLoading, modalViews } from '../modals/lazy-modals';
import { useTimeBonusModal } from '../modals/use-time-bonus-modal';
import { useLocationPath } from '../routing/use-location-path';
import { pushAlertHeld$ } from './push-alert-hold';

/**
 * The prompts only a member meets, after the shell's modals in one order
 * (docs/decisions/0142): the time-bonus modal, then the push alert. The time-bonus modal
 * waits while another modal shows; the push alert waits while any modal shows, while the
 * time-bonus modal is still to come, and on the page where that modal showed.
 */
export function MemberPrompts({
  route,
  modalOpen,
}: {
  route: RouteDefinition | null;
  /** One of the shell's modals is showing: it goes first. */
  modalOpen: boolean;
}) {
  const { user, timeBonus } = useSessionValues();
  const path = useLocationPath();
  // Offered only while the member's bonus runs: after it, the discount it names is gone.
  const bonus = useTimeBonusModal(
    Boolean(route?.membersArea && user?.credits === 0 && timeBonus.isVisible),
  );
  const showing = bonus.open && !modalOpen;
  const [bonusShownOn, setBonusShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (showing) setBonusShownOn(path);
  }, [showing, path]);
  const held = modalOpen || bonus.open || bonus.waiting || bonusShownOn === path;
  // Before the paint, so the push alert never shows for a frame behind a modal to come.
  useLayoutEffect(() => pushAlertHeld$.next(held), [held]);
  useLayoutEffect(() => () => pushAlertHeld$.next(false), []);

  const views = modalViews.use(showing);
  if (!showing) return null;
  return views ? (
    <views.TimeBonusModal bonus={timeBonus} onClose={bonus.close} />
  ) : (
    <ModalLoading onClose={bonus.close} />
  );
}
