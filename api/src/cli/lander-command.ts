import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { problemLines } from '../modules/landers/lander-document.check';
import {
  LanderCommandError,
  type LandersService,
  type LanderVersionSummary,
} from '../modules/landers/landers.service';

/** The query parameter of mfe-landers that shows a draft (PREVIEW_PARAM there). */
const PREVIEW_PARAM = 'lander_preview';

export const USAGE = `Publishing a landing variant (decision 0123):
  npm run lander -- draft FILE.json          check a document and store it as the next draft; prints its preview URL
  npm run lander -- publish NAME [VERSION]   make a version live (default: the latest draft)
  npm run lander -- rollback NAME            one step back: the version live before is live again
  npm run lander -- list                     every lander and its versions
  npm run lander -- show NAME [VERSION]      the versions of a lander, or one version's document
  npm run lander -- retire NAME              take the live version down (a built-in variant shows again)`;

export interface LanderCommandContext {
  readonly landers: LandersService;
  readonly publicUrl: string;
  /** Where relative file names are read from (the directory the command was typed in). */
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

const pageUrl = (context: LanderCommandContext, name: string) =>
  `${context.publicUrl}/landers/${name}`;
const previewUrl = (context: LanderCommandContext, version: LanderVersionSummary) =>
  `${pageUrl(context, version.name)}?${PREVIEW_PARAM}=${version.previewToken}`;

function versionLine(context: LanderCommandContext, version: LanderVersionSummary): string {
  const when =
    version.status === 'draft'
      ? `preview ${previewUrl(context, version)}`
      : version.publishedAt
        ? `last live ${version.publishedAt}`
        : '';
  const line = `  ${version.name.padEnd(24)} v${String(version.version).padEnd(4)} ${version.status.padEnd(8)} created ${version.createdAt}`;
  return when ? `${line}  ${when}` : line;
}

function versionNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(text))
    throw new LanderCommandError(`"${text}" is not a version number.`);
  return Number(text);
}

async function readDocument(context: LanderCommandContext, file: string): Promise<unknown> {
  const full = path.resolve(context.cwd, file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch {
    throw new LanderCommandError(`Cannot read ${full}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new LanderCommandError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

type Command = (context: LanderCommandContext, args: string[]) => Promise<void>;

const COMMANDS: Record<string, { readonly arity: [number, number]; readonly run: Command }> = {
  draft: {
    arity: [1, 1],
    run: async (context, [file]) => {
      const draft = await context.landers.draft(await readDocument(context, file!));
      context.out(`Saved ${draft.name} version ${draft.version} as a draft (not live).`);
      context.out(`Preview: ${previewUrl(context, draft)}`);
      context.out(`Publish: npm run lander -- publish ${draft.name} ${draft.version}`);
    },
  },
  publish: {
    arity: [1, 2],
    run: async (context, [name, version]) => {
      const live = await context.landers.publish(name!, versionNumber(version));
      context.out(`${live.name} version ${live.version} is live: ${pageUrl(context, live.name)}`);
      context.out(`Undo: npm run lander -- rollback ${live.name}`);
    },
  },
  rollback: {
    arity: [1, 1],
    run: async (context, [name]) => {
      const live = await context.landers.rollback(name!);
      context.out(
        live
          ? `${name} version ${live.version} is live again: ${pageUrl(context, name!)}`
          : `${name} has no live version now: ${pageUrl(context, name!)} shows the built-in variant of that name, if there is one.`,
      );
    },
  },
  retire: {
    arity: [1, 1],
    run: async (context, [name]) => {
      const retired = await context.landers.retire(name!);
      context.out(
        `${name} version ${retired.version} is retired; nothing of ${name} is live (a built-in variant of that name shows again).`,
      );
    },
  },
  list: {
    arity: [0, 0],
    run: async (context) => {
      const versions = await context.landers.list();
      if (versions.length === 0) context.out('No lander has been drafted yet.');
      for (const version of versions) context.out(versionLine(context, version));
    },
  },
  show: {
    arity: [1, 2],
    run: async (context, [name, version]) => {
      const number = versionNumber(version);
      if (number !== undefined) {
        const document = await context.landers.document(name!, number);
        if (document === null) throw new LanderCommandError(`${name} has no version ${number}.`);
        context.out(JSON.stringify(document, null, 2));
        return;
      }
      const versions = await context.landers.list(name!);
      if (versions.length === 0) throw new LanderCommandError(`${name} has no versions.`);
      for (const each of versions) context.out(versionLine(context, each));
    },
  },
};

/** Runs `npm run lander -- <command> ...`; answers the process's exit code. */
export async function runLanderCommand(
  args: readonly string[],
  context: LanderCommandContext,
): Promise<number> {
  const [name = '', ...rest] = args;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command || rest.length < command.arity[0] || rest.length > command.arity[1]) {
    context.err(USAGE);
    return 2;
  }
  try {
    await command.run(context, rest);
    return 0;
  } catch (error) {
    if (!(error instanceof LanderCommandError)) throw error;
    context.err(error.message);
    for (const line of problemLines(error.problems)) context.err(`  ${line}`);
    return 1;
  }
}
