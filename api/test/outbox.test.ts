import { loadConfig } from '../src/config';
import { PRODUCTION_SECRETS, createTestApp, signup, type TestContext } from './helper';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the dev mailbox GET /api/outbox.php', () => {
  it('is on only for development on a loopback address', () => {
    const on = (env: Record<string, string>) => loadConfig(env).devOutbox;
    expect(on({ NODE_ENV: 'development' })).toBe(true);
    expect(on({ NODE_ENV: 'development', HOST: '::1' })).toBe(true);
    expect(on({ NODE_ENV: 'development', HOST: 'localhost' })).toBe(true);
    expect(on({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toBe(false);
    expect(on({ NODE_ENV: 'development', HOST: '192.168.1.20' })).toBe(false);
    expect(on({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...PRODUCTION_SECRETS })).toBe(
      false,
    );
    expect(on({ NODE_ENV: 'test' })).toBe(false);
  });

  describe('when off', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ profiles: 0, config: { devOutbox: false } });
    });
    afterAll(() => ctx.close());

    it('answers 404 to everyone, also after a reset was requested', async () => {
      const member = await signup(ctx.app);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/reset-password.php',
        payload: { email: member.email },
      });
      for (const headers of [{}, HTML]) {
        const response = await ctx.app.inject({
          url: `/api/outbox.php?to=${encodeURIComponent(member.email)}`,
          headers,
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('token=');
      }
    });
  });

  describe('when on', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ profiles: 0 });
    });
    afterAll(() => ctx.close());

    it('answers JSON, and a browser a page with clickable links and everything escaped', async () => {
      const member = await signup(ctx.app, { name: '<img src=x onerror=alert(1)>' });
      const json = await ctx.app.inject({ url: '/api/outbox.php' });
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(json.headers['cache-control']).toBe('no-store');
      const [mail] = json.json().mails;
      expect(mail).toMatchObject({ to: member.email, kind: expect.any(String) });
      const link = /https?:\/\/\S+token=[A-Za-z0-9_%-]+/.exec(mail.text)![0];

      const page = await ctx.app.inject({
        url: `/api/outbox.php?to=${encodeURIComponent(member.email)}"><script>`,
        headers: HTML,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<!doctype html>');
      expect(page.body).not.toMatch(/<script|<img/i);
      expect(page.body).toContain('&quot;&gt;&lt;script&gt;');

      const all = await ctx.app.inject({ url: '/api/outbox.php', headers: HTML });
      expect(all.body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
      expect(all.body).toContain(member.email);
      expect(all.body).not.toMatch(/<img/i);
    });
  });
});
