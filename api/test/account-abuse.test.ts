import type { LightMyRequestResponse } from 'fastify';
import { clientKey } from '../src/modules/accounts/password-guard';
import { DEMO, createTestApp, mailedToken, signup, type TestContext } from './helper';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Guessing passwords from many addresses, and using up other people's reset mails. */
describe('abuse of the account routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (
    url: string,
    payload: object,
    from: string,
    cookies: Record<string, string> = {},
    method: 'POST' | 'PUT' = 'POST',
  ) =>
    ctx.app.inject({
      method,
      url,
      payload,
      remoteAddress: from,
      headers: {
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
    });
  const login = (email: string, password: string, from: string, cookies = {}) =>
    post('/api/user.php', { email, password }, from, cookies);
  const cookieOf = (answer: LightMyRequestResponse, name: string) =>
    answer.cookies.find((cookie) => cookie.name === name)!.value;
  /** The attempts counted on an account from anywhere (the failures a stranger can cause). */
  const accountAttempts = async (email: string) => {
    const row = await ctx.app.db
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', '=', clientKey(email, '*'))
      .executeTakeFirst();
    return row?.failures ?? 0;
  };
  const address = (i: number) => `192.0.2.${i + 1}`;

  describe('the account budget of password guesses', () => {
    it('checks 10 of 25 parallel guesses from 25 addresses; the rest wait for the account', async () => {
      const member = await signup(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => login(member.email, `guess-${i}`, address(i))),
      );
      const codes = answers.map((answer) => answer.json().code as string);
      // Nine failures answer as usual; the tenth locks the account, and so do the refused.
      expect(codes.filter((code) => code === 'login_failed')).toHaveLength(9);
      expect(codes.filter((code) => code === 'too_many_attempts')).toHaveLength(16);
      expect(answers.find((a) => a.statusCode === 429)!.json()).toEqual({
        statusCode: 429,
        code: 'too_many_attempts',
        messageKey: 'too_many_attempts',
        params: { minutes: 1 },
      });
      expect(await accountAttempts(member.email)).toBe(10);
    });

    it('refuses the right password when it comes after the budget, however parallel', async () => {
      const member = await signup(ctx.app);
      const wrong = Array.from({ length: 24 }, (_, i) =>
        login(member.email, `guess-${i}`, address(i)),
      );
      // The right password leaves while the wrong ones are still being answered.
      const deadline = Date.now() + 5000;
      while ((await accountAttempts(member.email)) < 10 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const right = await login(member.email, 'secret-password', '198.51.100.99');
      await Promise.all(wrong);
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('too_many_attempts');
      expect(right.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
      expect(await accountAttempts(member.email)).toBe(10);
    });

    it('locks for 1, 2, 4, 8 and at most 15 minutes, then lets the owner in', async () => {
      const member = await signup(ctx.app);
      for (let i = 0; i < 9; i++) await login(member.email, 'wrong', address(i));
      const locks: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await login(member.email, 'wrong', address(20 + i));
        const { minutes } = answer.json().params;
        locks.push(minutes);
        // Until then nobody's guess is checked, from anywhere.
        const early = await login(member.email, 'secret-password', address(40 + i));
        expect(early.json()).toMatchObject({ code: 'too_many_attempts', params: { minutes } });
        ctx.clock.advance(minutes * MINUTE);
      }
      expect(locks).toEqual([1, 2, 4, 8, 15, 15, 15]);
      expect((await login(member.email, 'secret-password', '198.51.100.50')).statusCode).toBe(200);
    });

    it('lets the owner in at once from a browser that logged in before', async () => {
      const member = await signup(ctx.app);
      const device = cookieOf(await login(member.email, 'secret-password', '198.51.100.60'), 'dev');
      for (let i = 0; i < 10; i++) await login(member.email, 'wrong', address(i));
      expect((await login(member.email, 'secret-password', '198.51.100.61')).statusCode).toBe(429);
      const known = await login(member.email, 'secret-password', '198.51.100.61', { dev: device });
      expect(known.statusCode).toBe(200);
      // A device cookie of another account, or a forged one, is a stranger's browser.
      const other = await signup(ctx.app);
      const otherDevice = cookieOf(await login(other.email, 'secret-password', address(1)), 'dev');
      const [id, nonce] = device.split('.');
      for (const dev of [otherDevice, `${id}.${nonce}.forged`]) {
        const answer = await login(member.email, 'secret-password', '198.51.100.62', { dev });
        expect(answer.json().code).toBe('too_many_attempts');
      }
    });

    it('still slows a known browser that guesses, by its own count', async () => {
      const member = await signup(ctx.app);
      const device = cookieOf(await login(member.email, 'secret-password', '198.51.100.70'), 'dev');
      // Changing address does not reset the count of a browser known by its cookie.
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await login(member.email, 'wrong', address(i), { dev: device });
        codes.push(answer.json().code);
      }
      expect(codes).toEqual(['login_failed', 'login_failed', 'login_delayed', 'login_delayed']);
      expect(await accountAttempts(member.email)).toBe(0);
    });

    it('forgets an account’s failures a day after the last one', async () => {
      const member = await signup(ctx.app);
      for (let i = 0; i < 9; i++) await login(member.email, 'wrong', address(i));
      ctx.clock.advance(24 * HOUR + 1000);
      for (let i = 0; i < 9; i++) {
        expect((await login(member.email, 'wrong', address(30 + i))).statusCode).toBe(401);
      }
    });
  });

  describe('the current password', () => {
    const changePassword = (cookie: string, current: string, from: string) =>
      post(
        '/api/password.php',
        {
          current_password: current,
          password: 'blue-harbour-42',
          password_repeat: 'blue-harbour-42',
        },
        from,
        { sid: cookie.replace(/^sid=/, '') },
        'PUT',
      );

    it('is slowed per client like a login', async () => {
      const member = await signup(ctx.app);
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await changePassword(member.cookie, `guess-${i}`, '198.51.100.80')).json().code,
        );
      }
      expect(codes).toEqual(['wrong_password', 'wrong_password', 'login_delayed', 'login_delayed']);
    });

    it('stops guessing after 10 tries from anywhere, on every route that asks for it', async () => {
      const member = await signup(ctx.app);
      const sid = member.cookie.replace(/^sid=/, '');
      const guesses = [
        ...Array.from(
          { length: 4 },
          (_, i) => () => changePassword(member.cookie, 'x', address(i)),
        ),
        ...Array.from(
          { length: 3 },
          (_, i) => () =>
            post(
              '/api/mail-change.php',
              { email: 'new@example.nl', password: 'x' },
              address(10 + i),
              {
                sid,
              },
            ),
        ),
        ...Array.from(
          { length: 3 },
          (_, i) => () =>
            post('/api/account-delete.php', { password: 'x', reasons: [] }, address(20 + i), {
              sid,
            }),
        ),
      ];
      const codes: string[] = [];
      for (const guess of guesses) codes.push((await guess()).json().code);
      expect(codes.slice(0, 9).every((code) => code === 'wrong_password')).toBe(true);
      expect(codes[9]).toBe('too_many_attempts');
      // Even the right password is not checked until the lock is over.
      const right = await changePassword(member.cookie, 'secret-password', '198.51.100.81');
      expect(right.json()).toMatchObject({ code: 'too_many_attempts', params: { minutes: 1 } });
      ctx.clock.advance(MINUTE);
      expect(
        (await changePassword(member.cookie, 'secret-password', '198.51.100.81')).json(),
      ).toEqual({
        ok: true,
      });
    });
  });

  describe('reset mails', () => {
    const ask = (email: string, from: string, cookies = {}) =>
      post('/api/reset-password.php', { email }, from, cookies);
    const resetMails = async (email: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/outbox.php?to=${encodeURIComponent(email)}`,
      });
      return answer.json().mails.filter((mail: { kind: string }) => mail.kind === 'password_reset')
        .length;
    };

    it('lets strangers neither flood the mailbox nor take the owner’s reset away', async () => {
      const member = await signup(ctx.app);
      // Seven addresses ask three times each: every answer is the usual one...
      for (let client = 0; client < 7; client++) {
        for (let i = 0; i < 3; i++) {
          expect((await ask(member.email, address(client))).json()).toEqual({ ok: true });
        }
      }
      // ...but the mailbox got three mails, not twenty-one.
      expect(await resetMails(member.email)).toBe(3);
      // The owner, elsewhere, is answered as usual, and the last hour's link works.
      expect((await ask(member.email, '198.51.100.30')).statusCode).toBe(200);
      ctx.clock.advance(30 * MINUTE);
      const token = await mailedToken(ctx.app, member.email);
      const reset = await post(
        '/api/reset-password.php',
        { token, password: 'blue-harbour-42', password_repeat: 'blue-harbour-42' },
        '198.51.100.30',
        {},
        'PUT',
      );
      expect(reset.statusCode).toBe(200);
    });

    it('sends one mail an hour past the day’s three, and always to the owner’s browser', async () => {
      const member = await signup(ctx.app);
      const device = cookieOf(await login(member.email, 'secret-password', '198.51.100.40'), 'dev');
      for (let client = 0; client < 4; client++) await ask(member.email, address(client));
      expect(await resetMails(member.email)).toBe(3);
      ctx.clock.advance(HOUR);
      for (let client = 4; client < 8; client++) await ask(member.email, address(client));
      expect(await resetMails(member.email)).toBe(4);
      // The owner's own browser is not held to what strangers used up.
      expect((await ask(member.email, '198.51.100.40', { dev: device })).statusCode).toBe(200);
      expect(await resetMails(member.email)).toBe(5);
    });

    it('answers a client 429 only for what that client asked, alike for any address', async () => {
      const member = await signup(ctx.app);
      for (const email of [member.email, 'nobody-here@example.nl']) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await ask(email, '198.51.100.20')).statusCode);
        expect([email, codes]).toEqual([email, [200, 200, 200, 429]]);
      }
      // Fifty a day from one client, whichever addresses it names.
      const spree: number[] = [];
      for (let i = 0; i < 51; i++)
        spree.push((await ask(`x${i}@example.nl`, '198.51.100.21')).statusCode);
      expect(spree.filter((status) => status === 200)).toHaveLength(50);
      expect(spree[50]).toBe(429);
      expect((await ask('x0@example.nl', '198.51.100.22')).statusCode).toBe(200);
    });
  });

  it('keeps the demo login working beside all this', async () => {
    expect((await login(DEMO.email, DEMO.password, '198.51.100.1')).statusCode).toBe(200);
  });
});
