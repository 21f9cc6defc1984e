import { escapeHtml } from '../../../lib/html';
import type { MailSite } from '../mail-site';

/** A piece of a mail's body; text may hold line breaks. */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'quote'; readonly text: string };

/** What one mail says, in order, before the layout dresses it. All text is plain (unescaped). */
export interface MailContent {
  readonly subject: string;
  readonly heading: string;
  readonly blocks: readonly MailBlock[];
  /** The one call to action; its URL is shown as a plain link too. */
  readonly button?: { readonly label: string; readonly url: string };
  /** What follows the button (a closing). */
  readonly after?: readonly MailBlock[];
}

/** The layout's own words in the mail's language. */
export interface LayoutTexts {
  /** Between a label and its URL in the text part (`:`, French ` :`). */
  readonly colon: string;
  /** Above the button's URL written out: for clients that show no button. */
  readonly linkHint: string;
  /** {site}, {domain} */
  readonly footer: string;
  readonly unsubscribe: string;
}

export interface LayoutOptions {
  readonly language: string;
  readonly site: MailSite;
  readonly texts: LayoutTexts;
  /** Why the member gets this mail (notification mails). */
  readonly why?: string;
  readonly unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const BRAND_COLOR = '#d42f4e';
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

/** Fills `{name}` placeholders; a value the text does not name is ignored. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${lines(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding:0 0 0 20px;">${block.items
        .map((item) => `<li style="margin:0 0 4px;">${lines(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${BRAND_COLOR};background:#faf3f5;color:#444444;">${lines(block.text)}</blockquote>`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      // As given, unprefixed: a consent text stays word for word what the member saw.
      return block.text;
  }
}

/**
 * One layout for every mail (decision 0130): tables and inline styles, as mail clients need;
 * the site's name on the brand's crimson; the button's URL repeated as a plain link; a footer
 * with the domain, why the mail comes and the unsubscribe link. The text part says the same
 * in the same order. Every value is escaped here, so content stays plain text.
 */
export function layoutMail(content: MailContent, options: LayoutOptions): RenderedMail {
  const { site, texts, why, unsubscribeUrl } = options;
  const footer = fill(texts.footer, { site: site.name, domain: site.domain });
  const button = content.button;
  const after = content.after ?? [];

  const text = [
    content.heading,
    ...content.blocks.map(textBlock),
    ...(button ? [`${button.label}${texts.colon}\n${button.url}`] : []),
    ...after.map(textBlock),
    [
      footer,
      ...(why ? [why] : []),
      ...(unsubscribeUrl ? [`${texts.unsubscribe}${texts.colon} ${unsubscribeUrl}`] : []),
    ].join('\n'),
  ].join('\n\n');

  const buttonHtml = button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background:${BRAND_COLOR};border-radius:6px;"><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(button.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#666666;">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(button.url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(button.url)}</a></p>`
    : '';
  const footerHtml = [
    escapeHtml(footer),
    ...(why ? [escapeHtml(why)] : []),
    ...(unsubscribeUrl
      ? [
          `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#777777;text-decoration:underline;">${escapeHtml(texts.unsubscribe)}</a>`,
        ]
      : []),
  ].join('<br>');

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(options.language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f1f2;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1f2;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="background:${BRAND_COLOR};padding:20px 32px;border-radius:8px 8px 0 0;${FONT}font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${escapeHtml(site.name)}</td></tr>`,
    `<tr><td style="padding:32px;${FONT}font-size:16px;line-height:24px;color:#222222;">`,
    `<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:30px;color:#222222;">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(htmlBlock),
    buttonHtml,
    ...after.map(htmlBlock),
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #eeeeee;${FONT}font-size:12px;line-height:18px;color:#777777;">${footerHtml}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');

  return { subject: content.subject, text: `${text}\n`, html };
}
