import { isApiError } from '@dating/shared-contracts';
import { useErrorText } from './use-error-text';

/** Returned by `t` for a key it does not have (no text ever holds it). */
const MISSING = '\u0000';

type Params = Readonly<Record<string, string | number>>;

/**
 * Turns a failed call into text from the error texts this package bundles, read in the
 * current default namespace (`useErrorText`: loaded the first time an error shows, empty
 * until then). A validation failure names its fields; on a one-field form their messages
 * say more than the code. `now` as in `useErrorText`.
 *
 * A number of seconds or minutes in the params is i18next's `count`, so each language picks
 * its plural form. A wait of a minute or more given in seconds (`login_delayed`) reads in
 * whole minutes, rounded up, where the code has a `<code>_minutes` text (`{{minutes}}`).
 */
export function useApiErrorMessage({ now = false }: { now?: boolean } = {}) {
  const errorText = useErrorText({ now });
  return (error: unknown): string => {
    const fallback = errorText('generic_error');
    if (!isApiError(error) || !fallback) return fallback;
    const fieldKeys =
      error.code === 'validation_failed' ? (error.fields ?? []).map((f) => f.messageKey) : [];
    const keys = fieldKeys.length > 0 ? fieldKeys : [error.code];
    const params: Params = error.params ?? {};
    const { seconds, minutes } = params;
    const text = (key: string): string => {
      if (typeof seconds === 'number' && seconds >= 60) {
        const whole = Math.ceil(seconds / 60);
        const inMinutes = errorText(`${key}_minutes`, {
          ...params,
          minutes: whole,
          count: whole,
          defaultValue: MISSING,
        });
        if (inMinutes !== MISSING) return inMinutes;
      }
      const count =
        typeof seconds === 'number' ? seconds : typeof minutes === 'number' ? minutes : undefined;
      return errorText(key, {
        ...params,
        ...(count === undefined ? {} : { count }),
        defaultValue: fallback,
      });
    };
    return keys.map(text).join(' ');
  };
}
