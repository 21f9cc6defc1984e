import { randomUUID } from 'node:crypto';
import { activeMember, createTestApp, login, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount } from './staff-kit';

interface Statement {
  token: string;
  action: string;
  ground: string;
  facts: string;
  endsAt: string | null;
  automated: boolean;
  appealUntil: string;
  appeal: { status: string; answer: string | null } | null;
}

describe('statements of reasons, the reporter told, and appeals decided by another moderator', () => {
  let ctx: TestContext;
  let staff: string;
  let mia: StaffBrowser;
  let noor: StaffBrowser;
  let noorId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ staff } = await listenBoth(ctx.app));
  });
  // Signed in afresh for each test: a test may move the clock past a session's end.
  beforeEach(async () => {
    mia = new StaffBrowser(staff);
    await mia.signIn(await staffAccount(ctx, ['moderator'], 'Mia'));
    noor = new StaffBrowser(staff);
    const noorAccount = await staffAccount(ctx, ['moderator'], 'Noor');
    noorId = Number(noorAccount.id);
    await noor.signIn(noorAccount);
  });
  afterAll(() => ctx.close());

  const mailsTo = (to: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();

  /** The member's jobs of telling, with when they may run. */
  const tellJobs = () =>
    ctx.app.db
      .selectFrom('jobs')
      .select(['name', 'payload', 'run_at'])
      .where('name', 'in', ['moderation.tell', 'moderation.tell-appeal'])
      .orderBy('id', 'desc')
      .execute();

  /** Runs the newest telling job, as the worker does once it is due. */
  async function runTellJob() {
    const [job] = await tellJobs();
    expect(Date.parse(job!.run_at)).toBeLessThanOrEqual(ctx.clock.now.getTime());
    const payload = JSON.parse(job!.payload) as { decisionId?: number; appealId?: number };
    if (job!.name === 'moderation.tell') {
      await ctx.app.statements.tellDecision({ decisionId: payload.decisionId! });
    } else {
      await ctx.app.statements.tellAppeal({ appealId: payload.appealId! });
    }
  }

  /** A member reported by another, and the moderator's decision on it. */
  async function decided(
    action: string,
    extra: Record<string, unknown> = {},
    reason = 'inappropriate_photos',
  ) {
    const subject = await activeMember(ctx.app, { language: 'de' });
    const reporter = await activeMember(ctx.app);
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: reporter.cookie },
      payload: { profile_id: subject.profileId, reason, text: 'Not the person in the photos.' },
    });
    expect(report.statusCode).toBe(200);
    const queue = await mia.call('GET', '/staff-api/queue');
    const items = queue.body.items as { id: string; subject: { profileId: string } | null }[];
    const item = items.find((one) => one.subject?.profileId === subject.profileId)!;
    expect((await mia.call('POST', `/staff-api/queue/${item.id}/claim`)).status).toBe(200);
    const decision = await mia.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action,
      text: 'Your profile text offers paid services, which our terms do not allow.',
      ...(action === 'dismiss' ? {} : { ground: 'spam' }),
      ...extra,
    });
    expect(decision.status).toBe(200);
    return { subject, reporter, decisionId: decision.body.decisionId as string };
  }

  const statementsOf = async (cookie: string) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/decisions.php',
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().statements as Statement[];
  };

  const appeal = (token: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/decision-appeal.php?token=${encodeURIComponent(token)}`,
      payload: { text },
    });

  it('tells nobody while the decision can be undone, then the member and the reporter, once', async () => {
    const { subject, reporter } = await decided('remove_text');
    // Within the undo moment the member sees no statement and nobody is mailed.
    expect(await statementsOf(subject.cookie)).toEqual([]);
    const [job] = await tellJobs();
    expect(job!.name).toBe('moderation.tell');
    expect(Date.parse(job!.run_at)).toBeGreaterThan(ctx.clock.now.getTime() + 10_000);

    ctx.clock.advance(11_000);
    await runTellJob();
    await runTellJob();
    const [statementMail, more] = await mailsTo(subject.email);
    expect(statementMail!.kind).toBe('statement_of_reasons');
    expect(more!.kind).not.toBe('statement_of_reasons');
    // In the member's language, with every field of a statement of reasons.
    expect(statementMail!.subject).toMatch(/Eine Entscheidung zu deinem Konto/);
    expect(statementMail!.text_body).toContain('Den Text deines Profils entfernt');
    expect(statementMail!.text_body).toContain('Unsere Bedingungen: Spam');
    expect(statementMail!.text_body).toContain('Your profile text offers paid services');
    expect(statementMail!.text_body).toContain('Nein: Eine Mitarbeiterin oder ein Mitarbeiter');
    expect(statementMail!.text_body).toMatch(/\/decisions\?token=\d+\.[\w-]{43}/);

    const [outcome] = await mailsTo(reporter.email);
    expect(outcome!.kind).toBe('report_outcome');
    expect(outcome!.text_body).toContain('maatregelen genomen');
    // Nothing of the member: not their name, not what was done, not the facts.
    expect(outcome!.text_body).not.toContain(subject.user.profile.name);
    expect(outcome!.text_body).not.toContain('paid services');

    const [statement] = await statementsOf(subject.cookie);
    expect(statement).toMatchObject({
      action: 'remove_text',
      ground: 'spam',
      automated: false,
      endsAt: null,
      appeal: null,
    });
    // The mail's link shows the same statement to whoever holds it, signed in or not.
    const token = /token=([\w.-]+)/.exec(statementMail!.text_body)![1]!;
    const byLink = await ctx.app.inject({ method: 'GET', url: `/api/decision.php?token=${token}` });
    expect(byLink.json()).toEqual(statement);
  });

  it('tells a reporter whose report was dismissed that nothing was found, and the member nothing', async () => {
    const { subject, reporter } = await decided('dismiss');
    ctx.clock.advance(11_000);
    await runTellJob();
    expect((await mailsTo(subject.email)).map((mail) => mail.kind)).not.toContain(
      'statement_of_reasons',
    );
    const [outcome] = await mailsTo(reporter.email);
    expect(outcome!.text_body).toContain('niets veranderd');
    expect(await statementsOf(subject.cookie)).toEqual([]);
  });

  it('tells nobody of a decision undone within its moment', async () => {
    const { subject, reporter, decisionId } = await decided('hide_profile');
    expect((await mia.call('POST', `/staff-api/decisions/${decisionId}/undo`)).status).toBe(204);
    ctx.clock.advance(11_000);
    await ctx.app.statements.tellDecision({ decisionId: Number(decisionId) });
    expect((await mailsTo(subject.email)).map((mail) => mail.kind)).not.toContain(
      'statement_of_reasons',
    );
    expect((await mailsTo(reporter.email)).map((mail) => mail.kind)).not.toContain(
      'report_outcome',
    );
  });

  it('asks the member in the product to read a new statement, until they open their decisions', async () => {
    const { subject } = await decided('hide_profile');
    const unread = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/user.php',
          headers: { cookie: subject.cookie },
        })
      ).json().user.unread_decisions as number;
    expect(await unread()).toBe(0);
    ctx.clock.advance(11_000);
    await runTellJob();
    expect(await unread()).toBe(1);
    // Told once: the job running again counts nothing more.
    await runTellJob();
    expect(await unread()).toBe(1);
    expect(await statementsOf(subject.cookie)).toHaveLength(1);
    expect(await unread()).toBe(0);
  });

  it('refuses a forged link, and an appeal twice or after six months', async () => {
    const { subject } = await decided('remove_text');
    ctx.clock.advance(11_000);
    const [statement] = await statementsOf(subject.cookie);
    const forged = statement!.token.replace(/^\d+/, (id) => String(Number(id) + 1));
    for (const token of [forged, 'nonsense']) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/decision.php?token=${token}`,
      });
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'decision_link_invalid']);
    }
    expect((await appeal(forged, 'This is not right at all.')).json().code).toBe(
      'decision_link_invalid',
    );
    const tooShort = await appeal(statement!.token, 'no');
    expect(tooShort.statusCode).toBe(400);
    expect((await appeal(statement!.token, 'My text only describes my hobbies.')).statusCode).toBe(
      200,
    );
    const again = await appeal(statement!.token, 'My text only describes my hobbies.');
    expect([again.statusCode, again.json().code]).toEqual([409, 'appeal_exists']);

    const late = await decided('remove_text');
    ctx.clock.advance(11_000);
    const [old] = await statementsOf(late.subject.cookie);
    ctx.clock.advance(184 * 24 * 3_600_000);
    const over = await appeal(old!.token, 'I only now read your mail, sorry.');
    expect([over.statusCode, over.json().code]).toEqual([409, 'appeal_period_over']);
  });

  it('sends an appeal to another moderator, who reverses the suspension: the member is back and told', async () => {
    const { subject } = await decided('suspend', { days: 30 });
    ctx.clock.advance(11_000);
    // Suspended: the member cannot sign in, but the mail's link shows the statement.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: subject.email, password: 'secret-password' },
    });
    expect(refused.json().code).toBe('account_suspended');
    await runTellJob();
    const [mail] = await mailsTo(subject.email);
    const token = /token=([\w.-]+)/.exec(mail!.text_body)![1]!;
    expect(mail!.text_body).toMatch(/Gilt bis/);

    const appealed = await appeal(token, 'I never offered anything paid; please look again.');
    expect(appealed.statusCode).toBe(200);
    expect(appealed.json().appeal).toMatchObject({ status: 'open', answer: null });

    const queue = await mia.call('GET', '/staff-api/queue?kind=appeal');
    const item = (queue.body.items as { id: string; subject: { profileId: string } }[]).find(
      (one) => one.subject.profileId === subject.profileId,
    )!;
    expect(item).toMatchObject({ kind: 'appeal', source: 'appeal', reason: 'suspend' });
    // The moderator who decided may read the appeal, but neither hold nor decide it.
    const own = await mia.call('POST', `/staff-api/queue/${item.id}/claim`);
    expect([own.status, own.body.code]).toEqual([409, 'own_decision']);
    const ownDetail = await mia.call('GET', `/staff-api/queue/${item.id}`);
    expect(ownDetail.body.appeal).toMatchObject({
      text: 'I never offered anything paid; please look again.',
      decision: { action: 'suspend', ground: 'spam', decidedBy: 'Mia', own: true },
    });
    const ownDecide = await mia.call('POST', `/staff-api/queue/${item.id}/appeal`, {
      outcome: 'upheld',
      text: 'I stand by my decision.',
    });
    expect([ownDecide.status, ownDecide.body.code]).toEqual([409, 'own_decision']);
    // An appeal is not decided again from scratch.
    expect((await noor.call('POST', `/staff-api/queue/${item.id}/claim`)).status).toBe(200);
    const fresh = await noor.call('POST', `/staff-api/queue/${item.id}/decision`, {
      action: 'ban',
      ground: 'spam',
      text: 'Trying to decide an appeal as a new item.',
    });
    expect(fresh.status).toBe(400);

    const reversed = await noor.call('POST', `/staff-api/queue/${item.id}/appeal`, {
      outcome: 'reversed',
      text: 'The offer was a joke between friends; the suspension is lifted.',
    });
    expect(reversed.status).toBe(204);
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: subject.email, password: 'secret-password' },
    });
    expect(back.statusCode).toBe(200);
    await runTellJob();
    const [outcome] = await mailsTo(subject.email);
    expect(outcome!.kind).toBe('appeal_outcome');
    expect(outcome!.text_body).toContain('die Entscheidung aufgehoben');
    expect(outcome!.text_body).toContain('The offer was a joke between friends');
    const statement = (
      await ctx.app.inject({ method: 'GET', url: `/api/decision.php?token=${token}` })
    ).json();
    expect(statement.appeal).toMatchObject({ status: 'reversed' });
    const audit = await ctx.app.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .where('action', '=', 'moderation.appeal_decided')
      .execute();
    expect(audit).toEqual([{ action: 'moderation.appeal_decided', staff_id: noorId }]);
    // The second appeal of the same decision is refused.
    expect((await appeal(token, 'Once more, to be sure.')).json().code).toBe('appeal_exists');
  });

  it('keeps a member whose messaging is restricted from writing anyone', async () => {
    const { subject } = await decided('restrict_messaging');
    const other = await activeMember(ctx.app);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { cookie: subject.cookie },
      payload: { profile_id: other.profileId, body: 'Hello there', nonce: randomUUID() },
    });
    expect([sent.statusCode, sent.json().code]).toEqual([403, 'messaging_restricted']);
    // Refused first, whoever they write to: a profile that does not exist too.
    const toNobody = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { cookie: subject.cookie },
      payload: { profile_id: '99999999', body: 'Hello there', nonce: randomUUID() },
    });
    expect([toNobody.statusCode, toNobody.json().code]).toEqual([403, 'messaging_restricted']);
    // Others may still write to them, and the member may still sign in and read.
    const toThem = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { cookie: await login(ctx.app) },
      payload: { profile_id: subject.profileId, body: 'Hello you', nonce: randomUUID() },
    });
    expect(toThem.statusCode).toBe(201);
  });
});
