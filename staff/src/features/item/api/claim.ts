import { isApiError } from '@dating/shared-contracts';
import {
  CLAIM_LEASE_SECONDS,
  callEndpoint,
  endpointPath,
  staffQueueEndpoints,
} from '@dating/shared-contracts/api';
import { useEffect, useRef, useState } from 'react';
import { useStaffApi } from '../../../lib/api-context';
import { callWithoutAnswer } from '../../../lib/staff-api';

/** A claim is renewed this long before its lease would run out (5 min): every 4 minutes. */
export const CLAIM_RENEW_MS = (CLAIM_LEASE_SECONDS - 60) * 1000;

export type ClaimState =
  | { readonly status: 'claiming' }
  | { readonly status: 'claimed' }
  /** Another moderator holds it: read-only. */
  | { readonly status: 'held'; readonly holder: string | null }
  /** An appeal against the caller's own decision: another moderator decides it. */
  | { readonly status: 'own' }
  /** Decided already, or no such item. */
  | { readonly status: 'closed' | 'not_found' }
  /** The renewal failed: someone took it over, or the lease ran out. */
  | { readonly status: 'lost' }
  | { readonly status: 'error'; readonly error: unknown };

function stateOf(error: unknown): ClaimState {
  if (!isApiError(error)) return { status: 'error', error };
  if (error.code === 'item_claimed') {
    const holder = error.params.holder;
    return { status: 'held', holder: holder === undefined ? null : String(holder) };
  }
  if (error.code === 'item_closed') return { status: 'closed' };
  if (error.code === 'own_decision') return { status: 'own' };
  if (error.code === 'not_found') return { status: 'not_found' };
  return { status: 'error', error };
}

/**
 * Holds the item for this moderator while the screen is open: POST claim on open, again
 * every CLAIM_RENEW_MS, and POST release when the screen closes, unless `settled()` says the
 * item was decided (a decided item is no longer held). `retry` claims again after an error.
 */
export function useClaim(id: string) {
  const api = useStaffApi();
  const [state, setState] = useState<ClaimState>({ status: 'claiming' });
  const [attempt, setAttempt] = useState(0);
  const decided = useRef(false);

  useEffect(() => {
    let open = true;
    let held = false;
    let renewal: ReturnType<typeof setInterval> | undefined;
    decided.current = false;
    setState({ status: 'claiming' });
    const claim = () => callEndpoint(api, staffQueueEndpoints.claim, { params: { id } });
    const release = () => {
      if (!held || decided.current) return;
      held = false;
      void callWithoutAnswer(api, staffQueueEndpoints.release, { params: { id } }).catch(() => {});
    };
    claim().then(
      () => {
        held = true;
        if (!open) return release();
        setState({ status: 'claimed' });
        renewal = setInterval(() => {
          claim().catch((error: unknown) => {
            if (!open) return;
            clearInterval(renewal);
            held = false;
            setState(
              isApiError(error) && error.status === 409 ? { status: 'lost' } : stateOf(error),
            );
          });
        }, CLAIM_RENEW_MS);
      },
      (error: unknown) => {
        if (open) setState(stateOf(error));
      },
    );
    // Closing the tab releases it too, so a colleague need not wait out the lease.
    const onPageHide = () => {
      if (held && !decided.current)
        api.beacon(endpointPath(staffQueueEndpoints.release, { id }), undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      open = false;
      clearInterval(renewal);
      window.removeEventListener('pagehide', onPageHide);
      release();
    };
  }, [api, id, attempt]);

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    /** The item was decided: nothing to release when the screen closes. */
    settled: () => {
      decided.current = true;
    },
  };
}
