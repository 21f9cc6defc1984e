/** What the server sends in a push (api: web-push), every field optional on arrival. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly icon: string;
  readonly tag?: string;
  readonly checkUrl?: string;
  readonly openUrl?: string;
}

export const DEFAULT_ICON = '/icons/icon-192.png';
const MAX_TITLE = 120;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Reads a push's data. JSON `{ title, body, icon?, tag?, check_url?, open_url? }` is the
 * contract; a payload that is plain text becomes the title, an empty one `fallbackTitle`
 * (the worker knows no site settings: it passes its host name).
 */
export function parsePushPayload(
  raw: string | null | undefined,
  fallbackTitle: string,
): PushPayload {
  const source = (raw ?? '').trim();
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    data = undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      title: source ? source.slice(0, MAX_TITLE) : fallbackTitle,
      body: '',
      icon: DEFAULT_ICON,
    };
  }
  const fields = data as Record<string, unknown>;
  const body = text(fields.body) ?? '';
  const tag = text(fields.tag);
  const checkUrl = text(fields.check_url);
  const openUrl = text(fields.open_url);
  return {
    // A message without a title still says something: its body, else the site.
    title: text(fields.title) ?? (body ? body.slice(0, MAX_TITLE) : fallbackTitle),
    body: text(fields.title) ? body : '',
    icon: text(fields.icon) ?? DEFAULT_ICON,
    ...(tag ? { tag } : {}),
    ...(checkUrl ? { checkUrl } : {}),
    ...(openUrl ? { openUrl } : {}),
  };
}
