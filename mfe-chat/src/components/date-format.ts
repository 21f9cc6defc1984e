const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language and options, kept for the page's life: making one
 * costs far more than formatting with it, and a conversation formats a time for each of its
 * messages on every render. There are a few languages and a few option sets, so this stays
 * small.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
