import { generateSync } from 'otplib';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../src/modules/staff/staff-roles';
import type { TestContext } from './helper';

/** Both listeners of a test app on loopback, and their addresses. */
export async function listenBoth(app: FastifyInstance) {
  const member = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.listenStaff();
  const staff = `http://127.0.0.1:${app.staffAddress()!.port}`;
  return { member, staff };
}

let counter = 0;

/** A staff account made as the command line makes one, with its password and TOTP secret. */
export async function staffAccount(ctx: TestContext, roles: StaffRole[], name = 'Mia') {
  counter += 1;
  const email = `staff${counter}-${Math.random().toString(36).slice(2, 7)}@liefdevol.nl`;
  const made = await ctx.app.staff.add(
    { email, name, roles },
    { staffId: null, name: 'command line (test)' },
  );
  const secret = new URL(made.totpUri).searchParams.get('secret')!;
  return {
    id: made.account.id,
    email,
    password: made.password,
    /** The code of the authenticator app at the test clock's time (`stepsLater` steps on). */
    code: (stepsLater = 0) =>
      generateSync({
        secret,
        epoch: Math.floor(ctx.clock.now.getTime() / 1000) + stepsLater * 30,
      }),
  };
}

export type StaffAccountForTest = Awaited<ReturnType<typeof staffAccount>>;

/** A browser on the staff console: its origin on every call, its cookie kept. */
export class StaffBrowser {
  cookie = '';

  constructor(readonly origin: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { origin: this.origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) {
      const [pair] = set.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    const text = await response.text();
    return {
      status: response.status,
      setCookie: set,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { code?: string },
    };
  }

  /** Both steps; returns the code step's answer. */
  async signIn(account: StaffAccountForTest, code = account.code()) {
    const password = await this.call('POST', '/staff-api/login/password', {
      email: account.email,
      password: account.password,
    });
    if (password.status !== 200) return password;
    return this.call('POST', '/staff-api/login/code', {
      codeToken: password.body.codeToken,
      code,
    });
  }
}
