import { useEffect, useState } from 'react';

export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

/** Runs `load` when `key` changes; ignores answers that arrive after a newer key. */
export function useQuery<T>(key: string, load: () => Promise<T>): QueryState<T> {
  const [state, setState] = useState<{ key: string; value: QueryState<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, value: { status: 'success', data } }),
      (error: unknown) => current && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render; the key says when the query really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
