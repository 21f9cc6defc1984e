/** A date as the member's language writes it ("25 november 2026"). */
export const formatDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** A path of this site to send the member to, never another site (`//evil.example`). */
export const isLocalPath = (path: string | null): path is string =>
  path !== null && /^\/(?![/\\])\S*$/.test(path);

/** The key of a payment method's name in the status namespace. */
export const methodKey = (method: string): string => `methods.${method}`;
