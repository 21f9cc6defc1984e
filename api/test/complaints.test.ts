import { COMPLAINT_REFERENCE_PATTERN } from '@dating/shared-contracts/api';
import { COMPLAINT_LIMIT } from '../src/modules/complaints/complaints.routes';
import { MAIL_LOCALES } from '../src/modules/payments/withdrawal-mail';
import { createTestApp, login, type TestContext } from './helper';

let keys = 0;
/** A valid notice about profile 1, with a fresh idempotency key. */
const notice = (overrides: Record<string, unknown> = {}) => ({
  category: 'fake_profile_or_scam',
  target: '1',
  explanation: 'This profile uses photos of a well-known actress and asks for money.',
  email: 'Reporter@Example.nl',
  name: 'Anna de Vries',
  good_faith: true,
  language: 'nl',
  idempotency_key: `complaint-key-${++keys}-${Math.random().toString(36).slice(2, 8)}`,
  ...overrides,
});

describe('complaints (DSA notices)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 5 });
  });
  afterAll(() => ctx.close());

  const file = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      payload: payload as object,
      headers,
    });
  const rows = () => ctx.app.db.selectFrom('complaints').selectAll().orderBy('id').execute();
  const mailsTo = (to: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();

  it('stores a visitor’s notice and answers its reference', async () => {
    const body = notice();
    const response = await file(body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(new RegExp(COMPLAINT_REFERENCE_PATTERN));
    const stored = (await rows()).find((row) => row.reference === reference);
    expect(stored).toMatchObject({
      category: 'fake_profile_or_scam',
      target: '1',
      target_profile_id: 1,
      target_url: null,
      explanation: body.explanation,
      email: 'reporter@example.nl',
      name: 'Anna de Vries',
      language: 'nl',
      reporter_user_id: null,
      status: 'received',
      created_at: '2026-06-01T12:00:00.000Z',
    });
  });

  it('gives every notice its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) references.add((await file(notice())).json().reference);
    expect(references.size).toBe(5);
  });

  it('records the member who files a notice', async () => {
    const cookie = await login(ctx.app);
    const user = (await ctx.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
    const response = await file(notice({ email: 'demo@example.nl' }), { cookie });
    expect(response.statusCode).toBe(201);
    const stored = (await rows()).find((row) => row.reference === response.json().reference);
    expect(stored?.reporter_user_id).toBe(Number(user.id));
  });

  it('makes one notice and one mail of a double submit', async () => {
    const body = notice({ email: 'twice@example.nl' });
    const [first, second] = await Promise.all([file(body), file(body)]);
    const third = await file(body);
    const references = [first, second, third].map((r) => r.json().reference);
    expect(new Set(references).size).toBe(1);
    expect([first, second, third].map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await rows()).filter((row) => row.email === 'twice@example.nl')).toHaveLength(1);
    expect(await mailsTo('twice@example.nl')).toHaveLength(1);
  });

  it('refuses a key reused by another sender', async () => {
    const body = notice({ email: 'first@example.nl' });
    expect((await file(body)).statusCode).toBe(201);
    const other = await file({ ...body, email: 'second@example.nl' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual([
      { field: 'idempotency_key', messageKey: 'field_invalid' },
    ]);
  });

  it('takes a link of this site, naming the profile of a profile page', async () => {
    const response = await file(notice({ target: 'http://localhost:8080/members/2?tab=photos' }));
    expect(response.statusCode).toBe(201);
    const stored = (await rows()).find((row) => row.reference === response.json().reference);
    expect(stored).toMatchObject({
      target_profile_id: 2,
      target_url: 'http://localhost:8080/members/2?tab=photos',
    });
    const path = await file(notice({ target: '/chats/4' }));
    expect(path.statusCode).toBe(201);
  });

  it('takes a description only for “other”', async () => {
    const description = 'Someone in the chat asked me for my bank details';
    expect((await file(notice({ category: 'other', target: description }))).statusCode).toBe(201);
    const located = await file(notice({ category: 'harassment', target: description }));
    expect(located.statusCode).toBe(400);
    expect(located.json().fields).toEqual([{ field: 'target', messageKey: 'field_invalid' }]);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['an unknown category', { category: 'spam' }, 'category', 'field_invalid'],
    ['no category', { category: undefined }, 'category', 'field_required'],
    ['no target', { target: '' }, 'target', 'field_invalid'],
    ['a blank target', { target: '   ' }, 'target', 'field_required'],
    [
      'a link to another site',
      { target: 'https://elsewhere.example/members/2' },
      'target',
      'field_invalid',
    ],
    ['an unknown profile', { target: '987654' }, 'target', 'not_found'],
    ['a profile beyond any id', { target: '/members/9999999999' }, 'target', 'not_found'],
    [
      'a target over 500 characters',
      { target: `/chats/${'1'.repeat(500)}` },
      'target',
      'field_invalid',
    ],
    ['a short explanation', { explanation: 'Too short' }, 'explanation', 'field_invalid'],
    [
      'an explanation of spaces',
      { explanation: `${' '.repeat(25)}x` },
      'explanation',
      'field_invalid',
    ],
    ['an explanation over 5000', { explanation: 'x'.repeat(5001) }, 'explanation', 'field_invalid'],
    ['no e-mail', { email: undefined }, 'email', 'field_required'],
    ['a malformed e-mail', { email: 'anna@example' }, 'email', 'invalid_email'],
    ['a long name', { name: 'n'.repeat(101) }, 'name', 'field_invalid'],
    ['no good-faith statement', { good_faith: false }, 'good_faith', 'field_invalid'],
    ['an unknown language', { language: 'xx' }, 'language', 'field_invalid'],
    ['a malformed key', { idempotency_key: 'short' }, 'idempotency_key', 'field_invalid'],
  ];

  it.each(refusals)(
    'refuses %s on its field, storing nothing',
    async (_what, change, field, key) => {
      const before = (await rows()).length;
      const response = await file(notice(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(response.json().fields).toContainEqual({ field, messageKey: key });
      expect(await rows()).toHaveLength(before);
    },
  );

  it.each([
    [
      'the explanation',
      { explanation: `A NUL byte \u0000 hidden in a long enough text` },
      'explanation',
    ],
    ['the target', { category: 'other', target: 'a profile\u0000 somewhere' }, 'target'],
    ['the name', { name: 'Anna\u0000' }, 'name'],
    ['the e-mail', { email: 'anna\u0000@example.nl' }, 'email'],
  ])('refuses a NUL byte in %s', async (_what, change, field) => {
    const response = await file(notice(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ field, messageKey: 'field_invalid' });
  });

  it('keeps the line breaks of an explanation and refuses other control characters', async () => {
    const explanation = 'First line of what happened.\nSecond line\r\nwith more.';
    const kept = await file(notice({ explanation }));
    expect(kept.statusCode).toBe(201);
    const stored = (await rows()).find((row) => row.reference === kept.json().reference);
    expect(stored?.explanation).toBe(explanation);
    const tab = await file(notice({ explanation: `${explanation}\u0007` }));
    expect(tab.statusCode).toBe(400);
  });

  it.each(Object.keys(MAIL_LOCALES))(
    'mails the confirmation in %s with the reference',
    async (language) => {
      const email = `mail-${language}@example.nl`;
      const response = await file(notice({ email, language, name: undefined }));
      const { reference } = response.json();
      const [mail, more] = await mailsTo(email);
      expect(more).toBeUndefined();
      expect(mail).toMatchObject({ kind: 'complaint_received', user_id: null });
      expect(mail!.subject).toContain(reference);
      expect(mail!.text_body).toContain(reference);
      expect(mail!.html_body).toContain(reference);
      expect(mail!.text_body).toContain('112');
      expect(mail!.text_body).toMatch(/\(DSA\)/);
      const job = await ctx.app.db
        .selectFrom('jobs')
        .select('payload')
        .where('name', '=', 'mail.deliver')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(JSON.parse(job!.payload)).toEqual({ outboxId: mail!.id });
    },
  );

  it('writes the mail in the sender’s words: Dutch category, greeting by name', async () => {
    const response = await file(
      notice({ email: 'named@example.nl', category: 'harassment', target: '2' }),
    );
    const [mail] = await mailsTo('named@example.nl');
    expect(mail!.subject).toBe(`We hebben je melding ontvangen: ${response.json().reference}`);
    expect(mail!.text_body).toContain('Hallo Anna de Vries,');
    expect(mail!.text_body).toContain('Soort melding: Intimidatie, bedreiging of stalking');
    expect(mail!.text_body).toContain('Waarover: 2');
    expect(mail!.text_body).toContain('1 juni 2026');
    const german = await file(
      notice({ email: 'de@example.nl', language: 'de', category: 'minor' }),
    );
    expect(german.statusCode).toBe(201);
    const [deMail] = await mailsTo('de@example.nl');
    expect(deMail!.text_body).toContain(
      'Art der Meldung: Minderjährige Person oder Kindesmissbrauch',
    );
  });

  it('escapes what the sender typed in the mail’s HTML', async () => {
    await file(notice({ email: 'html@example.nl', category: 'other', target: '<b>bold</b> & co' }));
    const [mail] = await mailsTo('html@example.nl');
    expect(mail!.html_body).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; co');
    expect(mail!.html_body).not.toContain('<b>bold');
  });
});

describe('complaints rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 2, rateLimit: true });
  });
  afterAll(() => ctx.close());

  it('limits notices per address', async () => {
    const send = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/complaint.php',
        payload: notice(),
        remoteAddress,
      });
    for (let i = 0; i < COMPLAINT_LIMIT.rateLimit.max; i++) {
      expect((await send('10.1.0.1')).statusCode).toBe(201);
    }
    const over = await send('10.1.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
    // Another address has its own budget.
    expect((await send('10.1.0.2')).statusCode).toBe(201);
    const stored = await ctx.app.db.selectFrom('complaints').select('id').execute();
    expect(stored).toHaveLength(COMPLAINT_LIMIT.rateLimit.max + 1);
  });
});
