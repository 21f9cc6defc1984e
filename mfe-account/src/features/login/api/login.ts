import { useRemoteProps } from '@dating/platform';
import type { LoginBody, UserResponse } from '@dating/shared-contracts/api';
import { useSubmit } from '../../../lib/use-submit';

/**
 * POST /api/user.php: logs in with e-mail and password. The shell owns the session,
 * so the answer's user is handed to it on the bus rather than kept here.
 */
export function useLogin() {
  const { api, bus } = useRemoteProps();
  return useSubmit(async (body: LoginBody) => {
    const { user } = await api.post<UserResponse>('/api/user.php', body);
    bus.emit({ type: 'auth/logged-in', user });
    return user;
  });
}
