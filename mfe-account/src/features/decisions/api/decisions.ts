import {
  useMutation,
  useQuery,
  useQueryClient,
  useRemoteProps,
  useSessionUser,
} from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  decisionsEndpoints as decisions,
  type Statement,
} from '@dating/shared-contracts/api';

/**
 * GET /api/decisions.php: the signed-in member's statements. Reading them ends the site's
 * notice of an unread decision: the shell is asked to load the member again, so the notice
 * does not come back on the next page.
 */
export function useStatements(enabled: boolean) {
  const { api, bus } = useRemoteProps();
  const unread = (useSessionUser()?.unread_decisions ?? 0) > 0;
  return useQuery({
    queryKey: endpointKey(decisions.statements),
    queryFn: async () => {
      const answer = await callEndpoint(api, decisions.statements);
      if (unread) bus.emit({ type: 'session/refresh-requested' });
      return answer;
    },
    enabled,
  });
}

/** GET /api/decision.php: one statement by its link's token. */
export function useStatement(token: string) {
  const { api } = useRemoteProps();
  const query = { token };
  return useQuery({
    queryKey: endpointKey(decisions.statement, query),
    queryFn: () => callEndpoint(api, decisions.statement, { query }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/decision-appeal.php: the appeal; the statement then shows it, wherever listed. */
export function useAppeal(token: string) {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(api, decisions.appeal, { query: { token }, body: { text } }),
    onSuccess: (statement: Statement) => {
      queryClient.setQueryData(endpointKey(decisions.statement, { token }), statement);
      void queryClient.invalidateQueries({ queryKey: endpointKey(decisions.statements) });
    },
  });
}
