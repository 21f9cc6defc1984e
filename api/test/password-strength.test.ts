import { passwordProblem } from '../src/modules/accounts/password';
import { PasswordCheckBusyError, StrengthThread } from '../src/modules/accounts/password-strength';
import { loadConfig } from '../src/config';
import { DEMO, createTestApp, login, resetLink, signup, type TestContext } from './helper';

/** Passwords that people pick and attackers try first, in each language we serve. */
const GUESSABLE = [
  'aaaaaaaa',
  '        ',
  'liefdevol',
  'Welkom123',
  'Schatzi2024',
  'bonjour123',
  'contraseña1',
  'ciaobella1',
  'hasło1234',
  'salasana1',
  'kodeord12',
  'passord123',
  'kärlek123',
  'Qwertyuiop1',
  '11111111111',
  // The same words written l33t.
  'P@55w0rd!2024',
  'W4chtw00rd2024',
  'L13fd3v0l!!',
  '1l0v3y0u!!',
];

describe('new passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const janneke = { name: 'Janneke de Vries', email: 'zonnebloem.kees@example.nl' };

  it('refuses guessable passwords in every language we serve', async () => {
    // One after another, as members sign up: nineteen at once would queue past the checker's
    // deadline on a busy machine, and that answer (busy) has its own test below.
    for (const password of GUESSABLE) {
      expect([password, await passwordProblem(password, janneke)]).toEqual([
        password,
        'password_too_common',
      ]);
    }
  });

  it('refuses a password made of the member’s name or e-mail address', async () => {
    for (const password of [
      'Janneke-1990',
      'jannekedevries',
      'devries-forever-99',
      'kees-on-the-river-77',
      'zonnebloem.kees@example.nl',
    ]) {
      expect([password, await passwordProblem(password, janneke)]).toEqual([
        password,
        'password_contains_personal_info',
      ]);
    }
  });

  it('accepts a password nobody guesses, and the demo password', async () => {
    for (const password of ['blue-harbour-42', 'mijn-kat-heet-Pluis-7', DEMO.password]) {
      expect([password, await passwordProblem(password, janneke)]).toEqual([password, null]);
    }
    // The demo member could not choose it (it holds the name Demo): the seed sets its hash.
    expect(await passwordProblem(DEMO.password, { name: 'Demo', email: DEMO.email })).toBe(
      'password_contains_personal_info',
    );
  });

  it('answers a check that waited past its deadline as busy, and the thread goes on', async () => {
    // Warmed with a deadline no machine misses, then given 1 s: more than a check takes once
    // warm, and much less than a queue of 150 long passwords does (about 4 s on a quiet
    // machine). Loading the dictionaries (seconds; a minute on CI's busiest stretch) does not
    // count against either.
    const hurried = new StrengthThread(120_000, 200, 120_000);
    const score = () => hurried.score('blue-harbour-42', []);
    expect(await score()).toBeGreaterThanOrEqual(0);
    hurried.setDeadline(1000);
    const queue = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        hurried.score(`Ochtendzon-${i}-rivierbocht-langs-de-dijk-2026`, []).then(
          () => 'scored',
          (error: Error) => (error instanceof PasswordCheckBusyError ? 'busy' : error.message),
        ),
      ),
    );
    expect(queue).toContain('busy');
    // The checker goes on: with room again, a check is scored (by a new thread if the old one
    // was taken for stuck).
    hurried.setDeadline(120_000);
    expect(await score()).toBeGreaterThanOrEqual(0);
    // The process's own checker is another thread, untouched.
    expect(await passwordProblem('liefdevol', janneke)).toBe('password_too_common');
  }, 300_000);

  it('takes its deadline from PASSWORD_CHECK_DEADLINE_MS, 2.5 s unless set', () => {
    expect(loadConfig({}).passwordCheckDeadlineMs).toBe(2500);
    expect(loadConfig({ PASSWORD_CHECK_DEADLINE_MS: '4000' }).passwordCheckDeadlineMs).toBe(4000);
    expect(() => loadConfig({ PASSWORD_CHECK_DEADLINE_MS: '5' })).toThrow(
      'PASSWORD_CHECK_DEADLINE_MS',
    );
  });

  it('answers busy when the dictionaries do not load in time', async () => {
    const slow = new StrengthThread(5000, 20, 50);
    await expect(slow.score('blue-harbour-42', [])).rejects.toThrow(
      'the dictionaries did not load within 50 ms',
    );
  });

  it('tells a starting instance when the dictionaries are loaded, or that they did not load in time', async () => {
    // A thread of its own: the process's checker may have loaded already.
    const starting = new StrengthThread();
    expect(await starting.warmUp()).toBe(true);
    // Loaded, the first check has no load to wait for.
    expect(await starting.score('blue-harbour-42', [])).toBeGreaterThanOrEqual(3);
    expect(await starting.warmUp()).toBe(true);

    const tooSlow = new StrengthThread(5000, 20, 50);
    expect(await tooSlow.warmUp()).toBe(false);
  });

  it('a production instance is ready only once its checker is loaded, and says so', async () => {
    const production = await createTestApp({
      seed: false,
      captureLogs: true,
      config: { nodeEnv: 'production' },
    });
    try {
      expect(production.logs).toContainEqual(
        expect.objectContaining({ msg: 'start: password checker loaded' }),
      );
    } finally {
      await production.close();
    }
  });

  it('refuses a check at once while too many wait, instead of queueing it past any deadline', async () => {
    const small = new StrengthThread(20_000, 2);
    const checks = ['blue-harbour-42', 'green-meadow-77', 'red-lantern-13', 'grey-pebble-58'].map(
      (password) =>
        small.score(password, []).then(
          (score) => `score ${score >= 0}`,
          (error: Error) => error.message,
        ),
    );
    expect(await Promise.all(checks)).toEqual([
      'score true',
      'score true',
      'password check: 2 checks waiting',
      'password check: 2 checks waiting',
    ]);
  });

  it('answers a signup 503 server_busy, not 500, while too many passwords wait for their check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/signup.php',
          payload: {
            email: `crowd-${i}@example.nl`,
            name: 'Crowd',
            password: `Ochtendzon-${i}-rivierbocht`,
            date_of_birth: '1990-01-01',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).not.toContain(500);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json()).toMatchObject({ code: 'server_busy', messageKey: 'server_busy' });
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
  });

  it('applies at signup, password change and reset', async () => {
    const signupAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: 'janneke.devries@example.nl',
        name: 'Janneke',
        password: 'Janneke-2024!',
        date_of_birth: '1990-01-01',
      },
    });
    expect(signupAnswer.json()).toEqual({
      statusCode: 400,
      code: 'password_contains_personal_info',
      messageKey: 'password_contains_personal_info',
      fields: [{ field: 'password', messageKey: 'password_contains_personal_info' }],
    });

    const member = await signup(ctx.app, { name: 'Roosmarijn' });
    for (const password of ['liefdevol', 'roosmarijn-2024']) {
      const change = await ctx.app.inject({
        method: 'PUT',
        url: '/api/password.php',
        headers: { cookie: member.cookie },
        payload: { current_password: 'secret-password', password, password_repeat: password },
      });
      expect(change.json().fields).toEqual([
        {
          field: 'password',
          messageKey:
            password === 'liefdevol' ? 'password_too_common' : 'password_contains_personal_info',
        },
      ]);
    }

    const reset = await resetLink(ctx.app, member.email);
    expect((await reset('Welkom123')).json().code).toBe('password_too_common');
    expect((await reset('Roosmarijn1990')).json().code).toBe('password_contains_personal_info');
    // The refusals did not use the link up.
    expect((await reset('blue-harbour-42')).statusCode).toBe(200);
    expect(await login(ctx.app, member.email, 'blue-harbour-42')).toMatch(/^sid=/);
  });
});
