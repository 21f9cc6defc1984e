const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The document with its first `<title>` replaced (a document without one is left as is). */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
}

/** The document with markup added at the end of its `<head>` (trusted markup only). */
export function withHeadContent(html: string, markup: string): string {
  return html.replace(/<\/head>/i, () => `${markup}</head>`);
}

/** The document with the `lang` of its `<html>` element set (added when it has none). */
export function withLanguage(html: string, language: string): string {
  const lang = `lang="${escapeHtml(language)}"`;
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) =>
    /\blang=/i.test(attributes)
      ? `<html${attributes.replace(/\blang=("[^"]*"|'[^']*'|[^\s>]+)/i, () => lang)}>`
      : `<html ${lang}${attributes}>`,
  );
}
