import { complaintContent, type ComplaintVars } from '../../complaints/complaint-mail-content';
import {
  appealOutcomeContent,
  reportOutcomeContent,
  statementContent,
  type AppealOutcomeVars,
  type ReportOutcomeVars,
  type StatementVars,
} from '../../moderation/moderation-mail-content';
import { receiptContent, type ReceiptVars } from '../../payments/payment-receipt-content';
import { withdrawalContent, type WithdrawalVars } from '../../payments/withdrawal-content';
import {
  contractCancelContent,
  type ContractCancelVars,
} from '../../payments/contract-cancel-content';
import type { MailSite } from '../mail-site';
import { fill, layoutMail, paragraph, type MailContent, type RenderedMail } from './layout';
import { MAIL_TEXTS, type MailTexts, type Plural, type TemplateLanguage } from './texts';

export type { RenderedMail } from './layout';

/** A mail with one link: the account mails and the data export. */
interface LinkVars {
  link: string;
}

/** The variables of each kind of mail (fixed: producers build against them). */
export interface MailVars {
  activation: LinkVars;
  password_reset: LinkVars;
  /** To the new address. */
  mail_change: LinkVars;
  /** To the old address. */
  mail_changed: LinkVars;
  password_changed: LinkVars;
  /** The account was deleted; the link reactivates it for 14 days. */
  reactivation: LinkVars;
  data_export: LinkVars;
  /** Credits, amount, method, invoice number, date, the consent as given, the withdraw link. */
  payment_receipt: ReceiptVars;
  /** The purchase's date, the refund, the credits taken back, the orders link. */
  withdrawal: WithdrawalVars;
  /** A repeating agreement cancelled: which one, and when (date and time). */
  contract_cancelled: ContractCancelVars;
  /** The sender's name (if given), reference, category, what was reported, when. */
  complaint_receipt: ComplaintVars;
  /** A moderation decision's statement of reasons, with the appeal link. */
  statement_of_reasons: StatementVars;
  /** What a report or notice came to, for whoever filed it. */
  report_outcome: ReportOutcomeVars;
  /** An appeal upheld or reversed. */
  appeal_outcome: AppealOutcomeVars;
  new_conversation: { name: string; link: string; preview?: string };
  new_message: { name: string; link: string; preview?: string };
  like: { name: string; link: string };
  match: { name: string; link: string };
  unread_reminder: { count: number; link: string };
  weekly_update: { likes: number; messages: number; matches: number; link: string };
}

export type MailKind = keyof MailVars;

/** The notification mails: each says why it comes and can carry an unsubscribe link. */
export type NotificationMailKind =
  'new_conversation' | 'new_message' | 'like' | 'match' | 'unread_reminder' | 'weekly_update';

export const NOTIFICATION_MAIL_KINDS: readonly NotificationMailKind[] = [
  'new_conversation',
  'new_message',
  'like',
  'match',
  'unread_reminder',
  'weekly_update',
];

export const MAIL_KINDS: readonly MailKind[] = [
  'activation',
  'password_reset',
  'mail_change',
  'mail_changed',
  'password_changed',
  'reactivation',
  'data_export',
  'payment_receipt',
  'withdrawal',
  'contract_cancelled',
  'complaint_receipt',
  'statement_of_reasons',
  'report_outcome',
  'appeal_outcome',
  ...NOTIFICATION_MAIL_KINDS,
];

export interface RenderInput<K extends MailKind> {
  /** The member's language; one the mails do not have gets Dutch (the product's default). */
  language: string;
  site: MailSite;
  vars: MailVars[K];
  /** The one-click unsubscribe page of the mail's category (notification mails). */
  unsubscribeUrl?: string;
}

/** The language of the mail texts for a member's language; unknown: Dutch. */
export const templateLanguage = (language: string): TemplateLanguage =>
  Object.hasOwn(MAIL_TEXTS, language) ? (language as TemplateLanguage) : 'nl';

/** A preview is a teaser, not the message: a long one is cut. */
const PREVIEW_LENGTH = 200;
const teaser = (text: string) => {
  const flat = text.trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : flat;
};

function pluralText(language: TemplateLanguage, forms: Plural, count: number): string {
  const form = new Intl.PluralRules(language).select(count);
  return (
    (form === 'one' || form === 'few' || form === 'many' ? forms[form] : undefined) ?? forms.other
  );
}

type LinkKind =
  | 'activation'
  | 'password_reset'
  | 'mail_change'
  | 'mail_changed'
  | 'password_changed'
  | 'reactivation'
  | 'data_export';
type SimpleNotification = 'new_conversation' | 'new_message' | 'like' | 'match';

function linkContent(
  texts: MailTexts[LinkKind],
  values: Record<string, string>,
  link: string,
): MailContent {
  return {
    subject: fill(texts.subject, values),
    heading: fill(texts.heading, values),
    blocks: [paragraph(fill(texts.body, values))],
    button: { label: fill(texts.button, values), url: link },
  };
}

function notificationContent(
  texts: MailTexts[SimpleNotification],
  values: Record<string, string>,
  link: string,
  preview: string | undefined,
): MailContent {
  return {
    subject: fill(texts.subject, values),
    heading: fill(texts.heading, values),
    blocks: [
      paragraph(fill(texts.body, values)),
      ...(preview?.trim() ? [{ kind: 'quote' as const, text: teaser(preview) }] : []),
    ],
    button: { label: fill(texts.button, values), url: link },
  };
}

/** What a kind says in a language, before the layout. */
function content<K extends MailKind>(
  kind: K,
  language: TemplateLanguage,
  site: MailSite,
  input: MailVars[K],
): MailContent {
  const texts = MAIL_TEXTS[language];
  const values: Record<string, string> = { site: site.name };
  // The switch narrows the kind, not its variables: each case reads its own kind's.
  const vars = input as MailVars[MailKind];
  switch (kind) {
    case 'activation':
    case 'password_reset':
    case 'mail_change':
    case 'mail_changed':
    case 'password_changed':
    case 'reactivation':
    case 'data_export':
      return linkContent(texts[kind as LinkKind], values, (vars as LinkVars).link);
    case 'payment_receipt':
      return receiptContent(language, site, vars as MailVars['payment_receipt']);
    case 'withdrawal':
      return withdrawalContent(language, vars as MailVars['withdrawal']);
    case 'contract_cancelled':
      return contractCancelContent(language, vars as MailVars['contract_cancelled']);
    case 'complaint_receipt':
      return complaintContent(language, site, vars as MailVars['complaint_receipt']);
    case 'statement_of_reasons':
      return statementContent(language, site, vars as MailVars['statement_of_reasons']);
    case 'report_outcome':
      return reportOutcomeContent(language, site, vars as MailVars['report_outcome']);
    case 'appeal_outcome':
      return appealOutcomeContent(language, site, vars as MailVars['appeal_outcome']);
    case 'new_conversation':
    case 'new_message':
    case 'like':
    case 'match': {
      const v = vars as MailVars['new_message'];
      return notificationContent(
        texts[kind as SimpleNotification],
        { ...values, name: v.name },
        v.link,
        v.preview,
      );
    }
    case 'unread_reminder': {
      const v = vars as MailVars['unread_reminder'];
      const t = texts.unread_reminder;
      const counted = { ...values, count: String(v.count) };
      return {
        subject: fill(pluralText(language, t.subject, v.count), counted),
        heading: fill(pluralText(language, t.heading, v.count), counted),
        blocks: [paragraph(fill(t.body, counted))],
        button: { label: fill(t.button, counted), url: v.link },
      };
    }
    case 'weekly_update': {
      const v = vars as MailVars['weekly_update'];
      const t = texts.weekly_update;
      const counts = {
        ...values,
        likes: String(v.likes),
        messages: String(v.messages),
        matches: String(v.matches),
      };
      return {
        subject: fill(t.subject, counts),
        heading: fill(t.heading, counts),
        blocks: [
          paragraph(fill(t.body, counts)),
          { kind: 'list', items: [t.likes, t.messages, t.matches].map((x) => fill(x, counts)) },
        ],
        button: { label: fill(t.button, counts), url: v.link },
      };
    }
  }
  throw new Error(`unknown mail kind ${String(kind)}`);
}

const isNotification = (kind: MailKind): kind is NotificationMailKind =>
  (NOTIFICATION_MAIL_KINDS as readonly MailKind[]).includes(kind);

/**
 * Every mail the product sends (decision 0130): a kind, the member's language and site and
 * the kind's variables give its subject, text and HTML in the one layout.
 */
export function renderMail<K extends MailKind>(kind: K, input: RenderInput<K>): RenderedMail {
  const language = templateLanguage(input.language);
  const texts = MAIL_TEXTS[language];
  return layoutMail(content(kind, language, input.site, input.vars), {
    language,
    site: input.site,
    texts: texts.layout,
    ...(isNotification(kind) ? { why: texts[kind].why } : {}),
    ...(input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {}),
  });
}
