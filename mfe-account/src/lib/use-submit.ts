import { useState } from 'react';

export type SubmitState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'submitting' }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * State of one form submission. `submit` resolves to the answer, or undefined on
 * failure (the error is in the state), so a caller can act on success without a catch.
 */
export function useSubmit<A, T>(run: (input: A) => Promise<T>) {
  const [state, setState] = useState<SubmitState<T>>({ status: 'idle' });
  async function submit(input: A): Promise<T | undefined> {
    setState({ status: 'submitting' });
    try {
      const data = await run(input);
      setState({ status: 'success', data });
      return data;
    } catch (error) {
      setState({ status: 'error', error });
      return undefined;
    }
  }
  return { state, submit };
}
