import { useRemoteProps } from '@dating/platform';
import { callEndpoint, userEndpoints, type LoginBody } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/user.php: logs in with e-mail and password. The shell owns the session,
 * so the answer's user is handed to it on the bus rather than kept here.
 */
export function useLogin() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: LoginBody) => {
    const answer = await callEndpoint(api, userEndpoints.loginOrPush, { body });
    // The same call answers only ok when it links a push subscription (?push=1), never here.
    if (!('user' in answer)) throw new Error('login answered without a user');
    const { user } = answer;
    bus.emit({ type: 'auth/logged-in', user });
    return user;
  });
}
