import type { MailSite } from '../mail-site';
import {
  MAIL_KINDS,
  NOTIFICATION_MAIL_KINDS,
  TEMPLATE_LANGUAGES,
  renderMail,
  type MailKind,
  type MailVars,
} from '.';

const SITE: MailSite = {
  name: 'Herzlich',
  domain: 'herzlich.de',
  baseUrl: 'https://herzlich.de',
  from: '"Herzlich" <no-reply@herzlich.de>',
  supportEmail: 'support@herzlich.de',
};
const LINK = 'https://herzlich.de/chat/42?token=a&b=1';
const UNSUBSCRIBE = 'https://herzlich.de/unsubscribe?token=t0k';

const VARS: { [K in MailKind]: MailVars[K] } = {
  activation: { link: LINK },
  password_reset: { link: LINK },
  mail_change: { link: LINK },
  mail_changed: { link: LINK },
  password_changed: { link: LINK },
  reactivation: { link: LINK },
  data_export: { link: LINK },
  payment_receipt: {
    credits: 125,
    amountCents: 2500,
    currency: 'EUR',
    method: 'ideal',
    invoiceNumber: 'INV-2026-000042',
    completedAt: '2026-03-03T10:00:00.000Z',
    consentText: 'I agree.',
    link: LINK,
  },
  withdrawal: {
    boughtAt: '2026-03-03T10:00:00.000Z',
    refundCents: 840,
    currency: 'EUR',
    credits: 3,
    link: LINK,
  },
  contract_cancelled: {
    label: 'NL** **** **** 4300',
    cancelledAt: '2026-03-03T10:00:00.000Z',
    link: LINK,
  },
  complaint_receipt: {
    name: 'Anna',
    reference: 'REF-1234',
    category: 'harassment',
    target: 'https://herzlich.de/profile/2',
    receivedAt: '2026-03-03T10:00:00.000Z',
  },
  new_conversation: { name: 'Anna', link: LINK, preview: 'Hoi!' },
  new_message: { name: 'Anna', link: LINK, preview: 'Hoe gaat het?' },
  like: { name: 'Anna', link: LINK },
  match: { name: 'Anna', link: LINK },
  unread_reminder: { count: 3, link: LINK },
  weekly_update: { likes: 4, messages: 5, matches: 1, link: LINK },
  statement_of_reasons: {
    name: 'Anna',
    action: 'suspend',
    ground: 'scam',
    facts: 'Asked three members for money.',
    endsAt: '2026-04-03T10:00:00.000Z',
    automated: false,
    appealUntil: '2026-09-03T10:00:00.000Z',
    link: LINK,
  },
  report_outcome: {
    name: 'Anna',
    reportedAt: '2026-03-03T10:00:00.000Z',
    acted: true,
    reference: 'REF-1234',
    link: LINK,
  },
  appeal_outcome: { name: 'Anna', outcome: 'reversed', answer: 'We were wrong.', link: LINK },
};

const render = <K extends MailKind>(kind: K, language: string, vars = VARS[kind]) =>
  renderMail(kind, { language, site: SITE, vars, unsubscribeUrl: UNSUBSCRIBE });

describe('renderMail', () => {
  it('knows the eleven languages', () => {
    expect([...TEMPLATE_LANGUAGES].sort()).toEqual(
      ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].sort(),
    );
  });

  describe.each(MAIL_KINDS)('%s', (kind) => {
    it.each(TEMPLATE_LANGUAGES)('%s: renders fully in the layout', (language) => {
      const mail = render(kind, language);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{\{?\s*\w+\s*\}\}?/);
        expect(part).not.toContain('undefined');
      }
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.html).toContain('#d42f4e');
      expect(mail.html).toContain('>Herzlich</td>');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toContain('herzlich.de');
      if (kind !== 'complaint_receipt') {
        // The button's URL, as a link and written out, in both parts.
        expect(mail.text).toContain(LINK);
        expect(mail.html).toContain('href="https://herzlich.de/chat/42?token=a&amp;b=1"');
        expect(mail.html).toContain('>https://herzlich.de/chat/42?token=a&amp;b=1</a>');
      }
    });

    it('is written anew in every language, nothing left in English', () => {
      const english = render(kind, 'en');
      for (const language of TEMPLATE_LANGUAGES.filter((l) => l !== 'en')) {
        const mail = render(kind, language);
        expect(mail.subject).not.toBe(english.subject);
        const lines = new Set(mail.text.split('\n'));
        // The member's own words (a consent, a preview, facts, an answer) are the same in every
        // language, and so is a reference where the word for it is ("Reference" in Danish).
        const given = new Set([
          'I agree.',
          'Hoi!',
          'Hoe gaat het?',
          'Asked three members for money.',
          'We were wrong.',
          'Reference: REF-1234',
        ]);
        const shared = english.text
          .split('\n')
          .filter((line) => /[a-z]{4}/i.test(line) && !/https?:|herzlich|^- /i.test(line))
          .filter((line) => !given.has(line));
        for (const line of shared) expect(lines).not.toContain(line);
      }
    });
  });

  it.each(NOTIFICATION_MAIL_KINDS)(
    '%s: says why it comes and links the unsubscribe page',
    (kind) => {
      const mail = render(kind, 'nl');
      expect(mail.text).toContain(`Afmelden voor deze e-mails: ${UNSUBSCRIBE}`);
      expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(mail.text).toMatch(/Je krijgt deze e-mail omdat .+ aan sta(at|an)\./);
    },
  );

  it('says why in the words of the category', () => {
    expect(render('new_message', 'nl').text).toContain(
      'Je krijgt deze e-mail omdat meldingen over nieuwe berichten aan staan.',
    );
  });

  it('has no unsubscribe line or reason in an account mail', () => {
    const mail = renderMail('activation', { language: 'nl', site: SITE, vars: { link: LINK } });
    expect(mail.text).not.toContain('Afmelden');
    expect(mail.text).not.toContain('Je krijgt deze e-mail omdat');
    expect(mail.html).not.toContain('unsubscribe');
  });

  it('escapes every value in the HTML and keeps it plain in the text', () => {
    const evil = '<script>alert("x")</script> & co';
    const site = { ...SITE, name: 'Lief & <b>Leed</b>' };
    const mail = renderMail('new_message', {
      language: 'de',
      site,
      vars: { name: evil, link: 'https://x.test/?a="><img src=x>', preview: evil },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Leed');
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(mail.html).toContain('Lief &amp; &lt;b&gt;Leed&lt;/b&gt;');
    expect(mail.text).toContain(evil);
    expect(mail.subject).toContain(evil);
  });

  it('counts in the language’s plural', () => {
    expect(render('unread_reminder', 'nl', { count: 1, link: LINK }).subject).toBe(
      'Je hebt 1 ongelezen bericht',
    );
    expect(render('unread_reminder', 'nl').subject).toBe('Je hebt 3 ongelezen berichten');
    expect(render('unread_reminder', 'pl', { count: 5, link: LINK }).subject).toBe(
      'Masz 5 nieprzeczytanych wiadomości',
    );
    expect(render('unread_reminder', 'pl').subject).toBe('Masz 3 nieprzeczytane wiadomości');
  });

  it('shows a message preview as a quote, cut when long', () => {
    const long = 'a'.repeat(500);
    const mail = render('new_message', 'en', { name: 'Anna', link: LINK, preview: long });
    expect(mail.html).toContain('<blockquote');
    expect(mail.text).toContain(`${'a'.repeat(199)}…`);
    expect(mail.text).not.toContain('a'.repeat(200));
    expect(render('new_message', 'en', { name: 'Anna', link: LINK }).html).not.toContain(
      '<blockquote',
    );
  });

  it('writes Dutch for a language it does not have', () => {
    const dutch = render('activation', 'nl');
    expect(render('activation', 'xx')).toEqual(dutch);
    expect(render('activation', 'constructor')).toEqual(dutch);
  });

  it('says the same in the text part, in the same order', () => {
    const mail = render('weekly_update', 'de');
    const order = [
      'Das ist diese Woche passiert',
      'Ein Überblick über deine letzte Woche bei Herzlich:',
      '- Neue Likes: 4',
      '- Neue Nachrichten: 5',
      '- Neue Matches: 1',
      'Zu Herzlich:',
      LINK,
      'Diese E-Mail kommt von Herzlich (herzlich.de).',
      'Du bekommst diese E-Mail, weil das wöchentliche Update eingeschaltet ist.',
    ];
    const positions = order.map((line) => mail.text.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
