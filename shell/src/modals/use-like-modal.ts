import { useEffect, useState } from 'react';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import type { LikeProfile } from './match-modal';
import { logShellError } from '../errors/shell-log';

/** The timed query parameter: open the like modal after t seconds, then drop the parameter. */
export const LIKE_MODAL_PARAM = 't';

function readDelaySeconds(): number | null {
  const raw = new URLSearchParams(window.location.search).get(LIKE_MODAL_PARAM);
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

function removeParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(LIKE_MODAL_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Reads `t` once at start; after t seconds it asks GET /api/auto-like.php for a profile,
 * shows it and drops `t` from the address, so a reload does not show it again.
 */
export function useLikeModal(api: ApiClient) {
  const [profile, setProfile] = useState<LikeProfile | null>(null);
  useEffect(() => {
    const seconds = readDelaySeconds();
    if (seconds === null) return undefined;
    let active = true;
    const timer = window.setTimeout(() => {
      removeParam();
      callEndpoint(api, endpoints.chats.autoLike).then(
        (answer) => {
          if (active && answer.profile) setProfile(answer.profile);
        },
        (error: unknown) => logShellError('[shell] auto-like failed', error),
      );
    }, seconds * 1000);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [api]);
  return { profile, close: () => setProfile(null) };
}
