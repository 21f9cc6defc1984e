import { activeMember, createTestApp, signup, type TestContext } from './helper';

const FORM = {
  name: 'Nieuw',
  password: 'secret-password',
  date_of_birth: '1995-04-03',
};

describe('signup steps, traffic source and invite-only signup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 4 });
  });
  afterAll(() => ctx.close());

  let counter = 0;
  const post = (payload: Record<string, unknown>, host?: string) => {
    counter += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      ...(host ? { headers: { host } } : {}),
      payload: { email: `steps${counter}@example.nl`, ...FORM, ...payload },
    });
  };
  const putStep = (cookie: string | undefined, step: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/signup-step.php',
      ...(cookie ? { headers: { cookie } } : {}),
      payload: { step },
    });
  const me = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json()
      .user;
  const userCount = async () =>
    Number(
      (
        await ctx.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('starts a new account at step 2 and keeps the step the member is on', async () => {
    const member = await signup(ctx.app);
    expect(member.user).toMatchObject({ signup_step: 2, invited_by: null });

    const moved = await putStep(member.cookie, 4);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user.signup_step).toBe(4);
    // Another device (a new session) asks the server and resumes at the same step.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: member.email, password: 'secret-password' },
    });
    expect(login.json().user.signup_step).toBe(4);
    // Back is a step too: leaving after going back resumes there.
    expect((await putStep(member.cookie, 3)).json().user.signup_step).toBe(3);
    expect(await me(member.cookie)).toMatchObject({ signup_step: 3 });
  });

  it('ends the steps for good: a later step from an old tab changes nothing', async () => {
    const member = await signup(ctx.app);
    expect((await putStep(member.cookie, null)).json().user.signup_step).toBeNull();
    expect((await putStep(member.cookie, 5)).json().user.signup_step).toBeNull();
    expect(await me(member.cookie)).toMatchObject({ signup_step: null });
  });

  it('treats the seeded and older accounts as done with signup', async () => {
    const demo = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'demo@example.nl', password: 'demo-password-1' },
    });
    expect(demo.json().user.signup_step).toBeNull();
  });

  it.each([1, 8, 'drei'])('refuses step %j', async (step) => {
    const member = await signup(ctx.app);
    const response = await putStep(member.cookie, step);
    expect(response.statusCode).toBe(400);
    expect(await me(member.cookie)).toMatchObject({ signup_step: 2 });
  });

  it('keeps the step of members only', async () => {
    const response = await putStep(undefined, 3);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
  });

  it('stores the traffic source with the account', async () => {
    const tracking = { network: 'x', ref: 'y', sub1: 'a', sub2: 'b', sub3: 'c' };
    const response = await post({ tracking });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.app.db
      .selectFrom('tracking_records')
      .select(['network', 'ref', 'sub1', 'sub2', 'sub3'])
      .where('user_id', '=', Number(response.json().user.id))
      .execute();
    expect(rows).toEqual([tracking]);
  });

  it('signs a visitor up on behalf of the member who invited them', async () => {
    const inviter = await activeMember(ctx.app);
    const response = await post({ invited_by: inviter.profileId });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ invited_by: inviter.profileId, signup_step: 2 });
    const row = await ctx.app.db
      .selectFrom('users')
      .select('invited_by_profile_id')
      .where('id', '=', Number(response.json().user.id))
      .executeTakeFirstOrThrow();
    expect(row.invited_by_profile_id).toBe(Number(inviter.profileId));
  });

  it('answers not found for an unknown or deleted inviter, and makes no account', async () => {
    const gone = await activeMember(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: gone.cookie },
      payload: { password: 'secret-password', reasons: ['found_someone'] },
    });
    const waiting = await signup(ctx.app); // not activated: its profile is not shown
    const before = await userCount();
    for (const id of ['999999', gone.profileId, String(waiting.user.profile.id)]) {
      const response = await post({ invited_by: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(await userCount()).toBe(before);
  });

  describe('on a with_trafficsource domain', () => {
    const host = 'herzlich.de';

    it('refuses a signup without a traffic source or invite', async () => {
      const before = await userCount();
      const response = await post({}, host);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('signups_closed');
      expect((await post({ tracking: { sub1: 'only-a-sub' } }, host)).statusCode).toBe(403);
      expect(await userCount()).toBe(before);
    });

    it('signs up with a traffic source', async () => {
      const response = await post({ tracking: { ref: 'partner-7' } }, host);
      expect(response.statusCode).toBe(201);
    });

    it('signs up through an invite: the invite is the source', async () => {
      const inviter = await activeMember(ctx.app);
      const response = await post({ invited_by: inviter.profileId }, host);
      expect(response.statusCode).toBe(201);
      expect(response.json().user.invited_by).toBe(inviter.profileId);
    });

    it('refuses an invite of an unknown profile as not found', async () => {
      expect((await post({ invited_by: '999999' }, host)).statusCode).toBe(404);
    });
  });
});
