import { useEffect } from 'react';
import { callEndpoint, type endpoints } from '@dating/shared-contracts/api';
import { useShell } from '../shell-context';
import { logShellError } from '../errors/shell-log';
import type { LikeProfile } from './match-modal';

/** The timed query parameter: open the like modal t seconds into the visit, then drop it. */
export const LIKE_MODAL_PARAM = 't';

/** The seconds `t` names; null when it names none (absent, empty, negative, not a number). */
function readDelaySeconds(): number | null {
  const raw = new URLSearchParams(window.location.search).get(LIKE_MODAL_PARAM)?.trim();
  const seconds = raw ? Number(raw) : NaN;
  return seconds >= 0 && seconds < Infinity ? seconds : null;
}

function removeParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(LIKE_MODAL_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Reads `t` once; t seconds into the page's life it asks GET /api/auto-like.php (a member's
 * call, handed in so that this chunk does not carry the API's registry) for a profile, names it
 * for the like modal and drops `t` from the address, so a reload does not show it again. It
 * comes with the member chrome: a visitor's address keeps `t` until a login on the page, and
 * the modal then follows at once if its time has come. `onLike` must keep its identity.
 */
export function LikeWatch({
  endpoint,
  onLike,
}: {
  endpoint: typeof endpoints.chats.autoLike;
  onLike: (profile: LikeProfile) => void;
}) {
  const { api } = useShell();
  useEffect(() => {
    const seconds = readDelaySeconds();
    if (seconds === null) return undefined;
    let active = true;
    const timer = setTimeout(
      () => {
        removeParam();
        callEndpoint(api, endpoint).then(
          (answer) => {
            if (active && answer.profile) onLike(answer.profile);
          },
          (error: unknown) => logShellError('[shell] auto-like failed', error),
        );
      },
      Math.max(0, seconds * 1000 - performance.now()),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, endpoint, onLike]);
  return null;
}
