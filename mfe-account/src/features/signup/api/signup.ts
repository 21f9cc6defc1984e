import { useRemoteProps } from '@dating/platform';
import { callEndpoint, accountEndpoints, type SignupBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/signup.php: creates the account (step 1 of signup) and logs the new member in
 * (201 with the user). The shell owns the session, so the user goes to it on the bus,
 * followed by `signup/account-created`, which closes the signup modal: the member goes on
 * with the steps at /complete-signup.
 */
export function useSignup() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: SignupBody) => {
    const { user } = await callEndpoint(api, accountEndpoints.signup, { body });
    bus.emit({ type: 'auth/logged-in', user });
    bus.emit({ type: 'signup/account-created' });
    return user;
  });
}
