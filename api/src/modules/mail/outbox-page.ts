import { escapeHtml } from '../../lib/html';

export interface OutboxMail {
  readonly id: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly created_at: string;
}

/** http(s) links in text that has been escaped already (`&amp;` stays part of the link). */
const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * The dev mailbox as a page a newcomer can read and click through. Everything a mail holds
 * is escaped (addresses and subjects come from whoever signed up); only the text body is
 * shown, never the HTML body, so nothing in a mail can run or restyle the page.
 */
export function outboxPage(mails: readonly OutboxMail[], to: string | undefined): string {
  const items = mails.map((mail) => {
    const text = escapeHtml(mail.text).replace(LINK, (url) => `<a href="${url}">${url}</a>`);
    return [
      '<article>',
      `<h2>${escapeHtml(mail.subject)}</h2>`,
      `<p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.created_at)}</p>`,
      `<pre>${text}</pre>`,
      // The mail provider's stand-in reports this mail bounced or marked as spam (decision 0130).
      '<form method="post" action="/api/outbox.php" class="events">',
      `<input type="hidden" name="id" value="${escapeHtml(mail.id)}">`,
      '<button name="type" value="bounce">Bounce</button> ',
      '<button name="type" value="complaint">Spam</button>',
      '</form>',
      '</article>',
    ].join('');
  });
  const title = to ? `Outbox: mails to ${escapeHtml(to)}` : 'Outbox';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem}',
    'article{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0}',
    '.meta{color:#666;font-size:.85rem;margin:0}.events{margin:0 0 .5rem}pre{white-space:pre-wrap;word-break:break-word}</style>',
    `</head><body><h1>${title}</h1>`,
    '<p>Development only: the mails the app would have sent, newest first.</p>',
    items.length > 0 ? items.join('') : '<p>No mails yet.</p>',
    '</body></html>',
  ].join('');
}
