import { activeMember, createTestApp, within, type TestContext } from './helper';

/**
 * The hang of decision 0133: a notification mail was composed inside its unit of work and
 * asked for the member's site there. When the site settings were not in memory (read once
 * a minute), that read needed the database connection the open transaction held: on
 * SQLite it waited for ever, the write lock stayed taken, and every later request that
 * read the database or the site settings waited behind it.
 */
describe('a notification that needs the site settings after their cache expired', () => {
  let ctx: TestContext;

  beforeEach(async () => {
    ctx = await createTestApp({ profiles: 1 });
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('is sent, and the server goes on answering', async () => {
    const anna = await activeMember(ctx.app, { name: 'Anna' });
    const bart = await activeMember(ctx.app, { name: 'Bart' });
    await ctx.app.jobs.drain();
    // A minute after the last request asked for the settings, the job that tells Bart of
    // Anna's like is the first to ask again (as a job that runs late under load would be).
    ctx.app.site.clearCache();
    await within(
      ctx.app.notifier.handle({
        kind: 'like',
        userId: bart.userId,
        fromProfileId: Number(anna.profileId),
      }),
      3000,
      'the notification job',
    );

    const settings = await within(
      ctx.app.inject({ method: 'GET', url: '/api/settings.php' }),
      3000,
      'the settings',
    );
    expect(settings.statusCode).toBe(200);
    const outbox = await ctx.app.db
      .selectFrom('email_outbox')
      .select(['to_address', 'kind'])
      .where('to_address', '=', bart.email)
      .where('kind', '=', 'like')
      .execute();
    expect(outbox).toHaveLength(1);
  });
});
