import { useRemoteProps } from '@dating/platform';
import { callEndpoint, endpoints, type SignupBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/signup.php: creates the account and logs the new member in (201 with the
 * user). The shell owns the session, so the user goes to it on the bus, followed by
 * `signup/completed`, which closes the signup modal.
 */
export function useSignup() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: SignupBody) => {
    const { user } = await callEndpoint(api, endpoints.account.signup, { body });
    bus.emit({ type: 'auth/logged-in', user });
    bus.emit({ type: 'signup/completed' });
    return user;
  });
}
