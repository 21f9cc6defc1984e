import type { OutgoingMail } from '../mail/mailer';

interface MailInput {
  userId: number;
  to: string;
  language: string;
  link: string;
  siteName: string;
}

export type AccountMailKind =
  | 'activation'
  | 'password_reset'
  | 'mail_change'
  | 'mail_changed'
  | 'password_changed'
  | 'reactivation'
  | 'data_export';
type Kind = AccountMailKind;

// Dutch is the product's first language; every other language gets English until the
// translators deliver mail texts.
const TEXTS: Record<'nl' | 'en', Record<Kind, { subject: string; body: string }>> = {
  nl: {
    activation: {
      subject: 'Activeer je account bij {site}',
      body: 'Welkom bij {site}! Klik op de link om je account te activeren:',
    },
    password_reset: {
      subject: 'Nieuw wachtwoord voor {site}',
      body: 'Klik op de link om een nieuw wachtwoord in te stellen (1 uur geldig):',
    },
    mail_change: {
      subject: 'Bevestig je nieuwe e-mailadres bij {site}',
      body: 'Klik op de link om dit e-mailadres voor je account te gebruiken:',
    },
    mail_changed: {
      subject: 'Je e-mailadres bij {site} is gewijzigd',
      body: 'Het e-mailadres van je account is gewijzigd. Was jij dit niet? Neem dan meteen contact met ons op:',
    },
    password_changed: {
      subject: 'Je wachtwoord bij {site} is gewijzigd',
      body: 'Je wachtwoord is gewijzigd en je bent overal elders uitgelogd. Was jij dit niet? Kies dan meteen een nieuw wachtwoord:',
    },
    reactivation: {
      subject: 'Je account bij {site} is verwijderd',
      body: 'Spijt? Met deze link heractiveer je je account, 14 dagen lang:',
    },
    data_export: {
      subject: 'Je gegevens van {site} staan klaar',
      body: 'Je download met al je gegevens bij {site} staat klaar. Log in en download hem via deze link (7 dagen geldig):',
    },
  },
  en: {
    activation: {
      subject: 'Activate your account at {site}',
      body: 'Welcome to {site}! Click the link to activate your account:',
    },
    password_reset: {
      subject: 'New password for {site}',
      body: 'Click the link to choose a new password (valid for 1 hour):',
    },
    mail_change: {
      subject: 'Confirm your new e-mail address at {site}',
      body: 'Click the link to use this e-mail address for your account:',
    },
    mail_changed: {
      subject: 'Your e-mail address at {site} has changed',
      body: "Your account's e-mail address has been changed. If this wasn't you, contact us at once:",
    },
    password_changed: {
      subject: 'Your password at {site} has changed',
      body: "Your password has been changed and you have been logged out everywhere else. If this wasn't you, choose a new password at once:",
    },
    reactivation: {
      subject: 'Your account at {site} has been deleted',
      body: 'Changed your mind? This link reactivates your account for 14 days:',
    },
    data_export: {
      subject: 'Your data from {site} is ready',
      body: 'The download of all your data at {site} is ready. Log in and download it with this link (valid for 7 days):',
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function accountMail(kind: Kind, input: MailInput): OutgoingMail {
  const texts = (input.language === 'nl' ? TEXTS.nl : TEXTS.en)[kind];
  const subject = texts.subject.replace('{site}', input.siteName);
  const body = texts.body.replace('{site}', input.siteName);
  return {
    userId: input.userId,
    kind,
    to: input.to,
    subject,
    text: `${body}\n\n${input.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  };
}
