import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * PUT /api/signup-step.php: the step the member is on now (2-7), or null when the steps are
 * done. The answer is the user, which the shell's session takes, so another tab and the
 * member's next visit resume at the same step.
 */
export function useSaveSignupStep() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (step: number | null) => {
    const { user } = await callEndpoint(api, accountEndpoints.signupStep, { body: { step } });
    bus.emit({ type: 'auth/logged-in', user });
    return user;
  });
}
