import { loadConfig } from '../src/config';
import { MailSites } from '../src/modules/mail/mail-site';
import { startSmtpServer, type ReceivedMail } from './services/smtp';
import { createTestApp, sessionCookie, waitFor, type TestContext } from './helper';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Quoted-printable to UTF-8 text (`underscores` as spaces in headers' encoded words). */
const qp = (text: string, underscores = false) =>
  Buffer.from(
    (underscores ? text.replace(/_/g, ' ') : text)
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's RFC 2047 encoded words, decoded (adjacent ones join without their space). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : qp(word, true),
    );

/** A raw mail's parts, bodies decoded from quoted-printable or base64. */
function parts(raw: string) {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const sections = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [];
  const decoded = sections.map((section) => {
    const split = section.indexOf('\r\n\r\n');
    const head = section.slice(0, split);
    const body = section.slice(split + 4);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    const text = /content-transfer-encoding:\s*base64/i.test(head)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : /content-transfer-encoding:\s*quoted-printable/i.test(head)
        ? qp(body)
        : body;
    return { type, text };
  });
  const header = (name: string) =>
    decodeWords(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '');
  return { headers, header, parts: decoded };
}

describe('mails in the member’s site and language, through SMTP (decision 0130)', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const receivedBy = (to: string) =>
    waitFor(() => smtp.received.find((mail) => mail.to.includes(to)), `a mail to ${to}`, 5000);

  const siteDomainOf = async (email: string) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('site_domain')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).site_domain;

  it('signs a member up on the German site: German, Herzlich, its links, both parts', async () => {
    const member = await signupOn('herzlich.de', { tracking: { network: 'ads' } });
    expect(await siteDomainOf(member.email)).toBe('herzlich.de');
    const mail = parts((await receivedBy(member.email)).raw);
    expect(mail.header('Content-Type')).toMatch(/^multipart\/alternative/);
    expect(mail.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(mail.header('From')).toMatch(/^"?Herzlich"? <no-reply@herzlich\.de>$/);
    expect(mail.header('Subject')).toBe('Aktiviere dein Konto bei Herzlich');
    const [text, html] = mail.parts.map((part) => part.text);
    const base = ctx.app.config.publicUrl;
    expect(text).toContain('Willkommen bei Herzlich!');
    expect(text).toMatch(new RegExp(`${base}/api/activate\\.php\\?token=[\\w-]+`));
    expect(text).toContain('Diese E-Mail kommt von Herzlich (herzlich.de).');
    expect(html).toContain('<h1');
    expect(html).toContain('Konto aktivieren</a>');
    expect(html).toMatch(new RegExp(`href="${base}/api/activate\\.php\\?token=[\\w-]+"`));
  });

  it('signs a member up on the default site in Dutch, from Liefdevol', async () => {
    const member = await signupOn('localhost:8080');
    expect(await siteDomainOf(member.email)).toBe('liefdevol.nl');
    const mail = parts((await receivedBy(member.email)).raw);
    expect(mail.header('From')).toMatch(/^"?Liefdevol"? <no-reply@liefdevol\.nl>$/);
    expect(mail.header('Subject')).toBe('Activeer je account bij Liefdevol');
    expect(mail.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(mail.parts[0]!.text).toContain(`${ctx.app.config.publicUrl}/api/activate.php?token=`);
  });

  it('sends the headers given to the mailer (List-Unsubscribe)', async () => {
    const to = 'headers@example.com';
    const unsubscribe = '<https://liefdevol.nl/api/unsubscribe.php?token=abc>';
    await ctx.app.unitOfWork.run((tx) =>
      ctx.app.mailer.queue(tx, {
        userId: null,
        kind: 'new_message',
        to,
        subject: 'Nieuw bericht',
        text: 'tekst',
        html: '<p>tekst</p>',
        from: '"Liefdevol" <no-reply@liefdevol.nl>',
        headers: {
          'List-Unsubscribe': unsubscribe,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    const mail = parts((await receivedBy(to)).raw);
    expect(mail.header('List-Unsubscribe')).toBe(unsubscribe);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('tells the old address of an e-mail change, in the member’s site', async () => {
    const member = await signupOn('herzlich.de', { tracking: { network: 'ads' } });
    const newAddress = `new-${member.email}`;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie: member.cookie, host: 'localhost' },
      payload: { email: newAddress, password: 'secret-password' },
    });
    expect(change.statusCode).toBeLessThan(300);
    const confirm = parts((await receivedBy(newAddress)).raw);
    expect(confirm.header('Subject')).toBe('Bestätige deine neue E-Mail-Adresse bei Herzlich');
    const token = /token=([\w-]+)/.exec(confirm.parts[0]!.text)![1]!;
    const done = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mail-change.php',
      payload: { token },
    });
    expect(done.statusCode).toBeLessThan(300);
    const old = await waitFor(
      () =>
        smtp.received
          .map((received: ReceivedMail) => parts(received.raw))
          .find(
            (mail) =>
              mail.header('To').includes(member.email) &&
              mail.header('Subject') === 'Deine E-Mail-Adresse bei Herzlich wurde geändert',
          ),
      'the mail to the old address',
      5000,
    );
    expect(old.header('From')).toMatch(/Herzlich/);
  });

  const outboxTo = (to: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();

  it('mails a member from their own site whatever host they ask on', async () => {
    const member = await signupOn('herzlich.de', { tracking: { network: 'ads' } });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { host: 'liefdevol.be' },
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = await outboxTo(member.email);
    expect(mail).toMatchObject({
      kind: 'password_reset',
      subject: 'Neues Passwort für Herzlich',
      from_address: '"Herzlich" <no-reply@herzlich.de>',
    });
    expect(mail!.text_body).toContain(`${ctx.app.config.publicUrl}/reset-password/do?token=`);
  });

  it('confirms a visitor’s complaint from the site of the request’s host', async () => {
    const email = 'complaint-de@example.com';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      headers: { host: 'herzlich.de' },
      payload: {
        category: 'fake_profile_or_scam',
        target: '1',
        explanation: 'Dieses Profil benutzt Fotos einer Schauspielerin und fragt nach Geld.',
        email,
        good_faith: true,
        language: 'de',
        idempotency_key: `mail-templates-${Math.random().toString(36).slice(2, 10)}`,
      },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxTo(email);
    expect(mail!.from_address).toBe('"Herzlich" <no-reply@herzlich.de>');
    expect(mail!.text_body).toContain(response.json().reference);
    expect(mail!.html_body).toContain('>Herzlich</td>');
  });

  /** A signup through the API on the site of `host`, as the helper's `signup` makes one. */
  async function signupOn(host: string, extra: Record<string, unknown> = {}) {
    const email = `site-${Math.random().toString(36).slice(2, 9)}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host },
      payload: {
        email,
        name: 'Kim',
        password: 'secret-password',
        date_of_birth: '1990-01-01',
        ...extra,
      },
    });
    expect(response.statusCode).toBe(201);
    return { email, cookie: sessionCookie(response) };
  }
});

describe('MailSites', () => {
  it('links to the site itself in production, and MAIL_FROM_ADDRESS names every site’s address', async () => {
    const ctx = await createTestApp({ profiles: 0 });
    try {
      const production = new MailSites(ctx.app.site, {
        nodeEnv: 'production',
        publicUrl: 'https://ignored.example',
        mailFromAddress: undefined,
      });
      expect(await production.forDomain('herzlich.de')).toEqual({
        name: 'Herzlich',
        domain: 'herzlich.de',
        baseUrl: 'https://herzlich.de',
        from: '"Herzlich" <no-reply@herzlich.de>',
        supportEmail: 'support@herzlich.de',
      });
      expect((await production.forDomain(null)).domain).toBe('liefdevol.nl');
      expect((await production.forDomain('unknown.example')).domain).toBe('liefdevol.nl');
      const oneAddress = new MailSites(ctx.app.site, {
        nodeEnv: 'test',
        publicUrl: 'http://localhost:8080',
        mailFromAddress: 'mail@example.com',
      });
      const german = await oneAddress.forDomain('herzlich.de');
      expect(german.from).toBe('"Herzlich" <mail@example.com>');
      expect(german.baseUrl).toBe('http://localhost:8080');
    } finally {
      await ctx.close();
    }
  });

  it('refuses a MAIL_FROM_ADDRESS that is not an address', () => {
    expect(() => loadConfig({ MAIL_FROM_ADDRESS: 'Dating <mail@example.com>' })).toThrow(
      /MAIL_FROM_ADDRESS must be an e-mail address/,
    );
    expect(loadConfig({ MAIL_FROM_ADDRESS: 'mail@example.com' }).mailFromAddress).toBe(
      'mail@example.com',
    );
  });
});
