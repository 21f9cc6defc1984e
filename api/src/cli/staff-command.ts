import { parseArgs } from 'node:util';
import { StaffCommandError, type Actor, type StaffService } from '../modules/staff/staff.service';

export const USAGE = `Staff accounts (decision 0160):
  npm run staff -- add --email E --name N --role R [--role R ...]   a new account; prints its one-time password and TOTP URL once
  npm run staff -- roles --email E --role R [--role R ...]          replace the account's roles
  npm run staff -- disable --email E                                the account cannot log in any more
  npm run staff -- list                                             every account, its roles and state
Roles: moderator, operator, support, finance, admin.`;

export interface StaffCommandContext {
  readonly staff: StaffService;
  readonly actor: Actor;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Runs one `npm run staff` command; resolves to the exit code. */
export async function runStaffCommand(
  args: readonly string[],
  context: StaffCommandContext,
): Promise<number> {
  const [command, ...rest] = args;
  let values: { email?: string; name?: string; role?: string[] };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
      },
    }));
  } catch (error) {
    context.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const email = values.email ?? '';
  try {
    switch (command) {
      case 'add': {
        const made = await context.staff.add(
          { email, name: values.name ?? '', roles: values.role ?? [] },
          context.actor,
        );
        context.out(`Staff account ${made.account.email} (${made.account.roles.join(', ')}).`);
        context.out(`One-time password: ${made.password}`);
        context.out(`Authenticator (TOTP): ${made.totpUri}`);
        context.out('Give both to the person in person; neither is shown again.');
        return 0;
      }
      case 'roles': {
        const changed = await context.staff.setRoles(email, values.role ?? [], context.actor);
        context.out(`${changed.email}: ${changed.roles.join(', ')}`);
        return 0;
      }
      case 'disable': {
        const disabled = await context.staff.disable(email, context.actor);
        context.out(`${disabled.email} is disabled since ${disabled.disabledAt}.`);
        return 0;
      }
      case 'list': {
        const accounts = await context.staff.list();
        if (accounts.length === 0) context.out('No staff accounts.');
        for (const account of accounts) {
          const state = account.disabledAt ? `disabled ${account.disabledAt}` : 'active';
          context.out(`${account.email}\t${account.name}\t${account.roles.join(',')}\t${state}`);
        }
        return 0;
      }
      default:
        context.err(USAGE);
        return 2;
    }
  } catch (error) {
    if (!(error instanceof StaffCommandError)) throw error;
    context.err(error.message);
    return 1;
  }
}
