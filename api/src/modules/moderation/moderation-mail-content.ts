import type { AppealOutcome, DecisionGround } from '@dating/shared-contracts/api';
import type { MailSite } from '../mail/mail-site';
import { fill, paragraph, type MailContent } from '../mail/templates/layout';
import { mailDate, type MailLanguage } from '../payments/mail-locale';
import { MODERATION_MAIL_TEXTS, type StatedAction } from './moderation-mail-texts';

/** A statement of reasons: what was restricted, the ground, the facts, until when, the appeal. */
export interface StatementVars {
  readonly name: string | null;
  readonly action: StatedAction;
  readonly ground: DecisionGround;
  readonly facts: string;
  /** A suspension's end (ISO); null for every other action. */
  readonly endsAt: string | null;
  readonly automated: boolean;
  /** The last day of the appeal (ISO). */
  readonly appealUntil: string;
  /** The statement's page: read it and appeal. */
  readonly link: string;
}

/** What a notifier hears of their report or notice: whether we acted, nothing of the member. */
export interface ReportOutcomeVars {
  readonly name: string | null;
  readonly reportedAt: string;
  readonly acted: boolean;
  /** A notice's reference; a member's report has none. */
  readonly reference: string | null;
  /** The notice form, to contest the outcome. */
  readonly link: string;
}

export interface AppealOutcomeVars {
  readonly name: string | null;
  readonly outcome: AppealOutcome;
  readonly answer: string;
  readonly link: string;
}

const greeting = (language: MailLanguage, name: string | null) => {
  const texts = MODERATION_MAIL_TEXTS[language];
  return paragraph(name ? fill(texts.greetingNamed, { name }) : texts.greeting);
};

const closing = (language: MailLanguage, site: MailSite) =>
  paragraph(fill(MODERATION_MAIL_TEXTS[language].closing, { site: site.name }));

/**
 * The statement of reasons a restricted member receives: every field a statement needs (what
 * was restricted and for how long, the facts, the ground in law or terms, whether automation
 * was used, how to seek redress), in the member's language.
 */
export function statementContent(
  language: MailLanguage,
  site: MailSite,
  vars: StatementVars,
): MailContent {
  const texts = MODERATION_MAIL_TEXTS[language];
  const t = texts.statement;
  const subject = fill(t.subject, { site: site.name });
  const until = vars.endsAt ? [fill(t.until, { date: mailDate(language, vars.endsAt) })] : [];
  return {
    subject,
    heading: subject,
    blocks: [
      greeting(language, vars.name),
      paragraph(t.intro),
      {
        kind: 'list',
        items: [
          `${t.what}: ${texts.actions[vars.action]}`,
          ...until,
          `${t.ground}: ${texts.grounds[vars.ground]}`,
          `${t.automated}: ${vars.automated ? '✓' : t.byPerson}`,
        ],
      },
      paragraph(`${t.facts}:`),
      { kind: 'quote', text: vars.facts },
      paragraph(fill(t.appeal, { date: mailDate(language, vars.appealUntil) })),
    ],
    button: { label: t.button, url: vars.link },
    after: [closing(language, site)],
  };
}

/** The outcome of a report or notice, for whoever filed it. */
export function reportOutcomeContent(
  language: MailLanguage,
  site: MailSite,
  vars: ReportOutcomeVars,
): MailContent {
  const texts = MODERATION_MAIL_TEXTS[language];
  const t = texts.outcome;
  const date = mailDate(language, vars.reportedAt);
  return {
    subject: t.subject,
    heading: t.subject,
    blocks: [
      greeting(language, vars.name),
      paragraph(fill(vars.acted ? t.acted : t.none, { date })),
      ...(vars.reference ? [paragraph(fill(t.reference, { reference: vars.reference }))] : []),
      paragraph(t.redress),
    ],
    button: { label: t.button, url: vars.link },
    after: [closing(language, site)],
  };
}

/** The outcome of a member's appeal: upheld or reversed, with the moderator's explanation. */
export function appealOutcomeContent(
  language: MailLanguage,
  site: MailSite,
  vars: AppealOutcomeVars,
): MailContent {
  const texts = MODERATION_MAIL_TEXTS[language];
  const t = texts.appealOutcome;
  return {
    subject: t.subject,
    heading: t.subject,
    blocks: [
      greeting(language, vars.name),
      paragraph(vars.outcome === 'upheld' ? t.upheld : t.reversed),
      paragraph(`${t.answer}:`),
      { kind: 'quote', text: vars.answer },
      paragraph(t.redress),
    ],
    button: { label: t.button, url: vars.link },
    after: [closing(language, site)],
  };
}
