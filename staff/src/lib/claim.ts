import { isApiError } from '@dating/shared-contracts';
import { CLAIM_LEASE_SECONDS, endpointPath, type Endpoint } from '@dating/shared-contracts/api';
import { useEffect, useRef, useState } from 'react';
import { useStaffApi } from './api-context';

/** The two calls of a hold on a piece of work (`:id` in their paths): take or renew it, let go. */
export interface ClaimEndpoints {
  readonly claim: Endpoint;
  readonly release: Endpoint;
}

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
 * Holds a piece of work (an inbox item, an operator's conversation) for this staff member
 * while its screen is open: POST claim on open, again every CLAIM_RENEW_MS, and POST release
 * when the screen closes, unless `settled()` says it was decided (nothing is held then).
 * `retry` claims again after an error.
 */
export function useClaim(id: string, endpoints: ClaimEndpoints) {
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
    const path = (endpoint: Endpoint) => endpointPath(endpoint, { id });
    const claim = () => api.request(endpoints.claim.method, path(endpoints.claim), {});
    const release = () => {
      if (!held || decided.current) return;
      held = false;
      void api.request(endpoints.release.method, path(endpoints.release), {}).catch(() => {});
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
      if (held && !decided.current) api.beacon(path(endpoints.release), undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      open = false;
      clearInterval(renewal);
      window.removeEventListener('pagehide', onPageHide);
      release();
    };
  }, [api, id, attempt, endpoints]);

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    /** The item was decided: nothing to release when the screen closes. */
    settled: () => {
      decided.current = true;
    },
  };
}
