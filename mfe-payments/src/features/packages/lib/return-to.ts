import { useSearchParams } from '@dating/platform/router';

// The contract's ReturnToSchema, as a constant: a path of this site, never another site.
const LOCAL_PATH = /^\/(?![/\\])\S*$/;
const MAX_LENGTH = 300;

/** Where to go back to after paying (`?return_to=/chats/12`), when it is a path of this site. */
export function useReturnTo(): string | undefined {
  const [params] = useSearchParams();
  const value = params.get('return_to');
  return value && value.length <= MAX_LENGTH && LOCAL_PATH.test(value) ? value : undefined;
}

/** `path` with the return path carried on, so every step of the purchase keeps it. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  if (!returnTo) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}return_to=${encodeURIComponent(returnTo)}`;
}
