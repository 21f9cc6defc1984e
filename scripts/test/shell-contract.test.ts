import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gateProblems } from '../shell-contract.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

it('describes what a shell built from this checkout runs, from the sources it is built from', () => {
  const shell = JSON.parse(
    execFileSync(process.execPath, ['scripts/shell-contract.mjs'], { cwd: ROOT, encoding: 'utf8' }),
  );
  const platform = JSON.parse(readFileSync(path.join(ROOT, 'platform', 'package.json'), 'utf8'));
  expect(shell.platform).toBe(platform.version);
  expect(shell.layouts).toEqual(['default', 'chat', 'lander', 'empty']);
  expect(shell.mounts['mfe-account']).toEqual(['app', 'signup-parcel']);
  expect(shell.mounts['mfe-chat']).toEqual(['app']);
});

it('lets every remote of this checkout expose each module the shell mounts of it', () => {
  const shell = JSON.parse(
    execFileSync(process.execPath, ['scripts/shell-contract.mjs'], { cwd: ROOT, encoding: 'utf8' }),
  );
  for (const remote of Object.keys(shell.mounts)) {
    const { federation } = JSON.parse(
      readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'),
    );
    const exposes = ['app', ...Object.keys(federation.exposes ?? {}).map((key) => key.slice(2))];
    expect([
      remote,
      gateProblems(remote, { platform: `^${shell.platform}`, routes: [], exposes }, shell),
    ]).toEqual([remote, []]);
  }
  // The check sees the parcel: without it mfe-account would be refused.
  expect(
    gateProblems(
      'mfe-account',
      { platform: `^${shell.platform}`, routes: [], exposes: ['app'] },
      shell,
    ),
  ).toHaveLength(1);
});

const SHELL = {
  platform: '1.4.0',
  layouts: ['default', 'chat'],
  mounts: { 'mfe-chat': ['app'], 'mfe-account': ['app', 'signup-parcel'] },
};
const chat = {
  platform: '^1.4.0',
  routes: [{ name: 'chats', layout: 'chat' }],
  exposes: ['app'],
};

it('passes a release the live shell can run', () => {
  expect(gateProblems('mfe-chat', chat, SHELL)).toEqual([]);
  expect(gateProblems('mfe-chat', { ...chat, platform: '^1.2.0' }, SHELL)).toEqual([]);
});

it('names each reason a release cannot run', () => {
  expect(gateProblems('mfe-chat', { ...chat, platform: '^1.5.0' }, SHELL)).toEqual([
    'mfe-chat: needs @dating/platform ^1.5.0, the live shell provides 1.4.0',
  ]);
  expect(gateProblems('mfe-chat', { ...chat, platform: '^2.0.0' }, SHELL)).toHaveLength(1);
  expect(gateProblems('mfe-account', { ...chat, routes: [] }, SHELL)).toEqual([
    'mfe-account: the live shell mounts mfe-account/signup-parcel, which this release does not expose',
  ]);
  expect(
    gateProblems('mfe-chat', { ...chat, routes: [{ name: 'chats', layout: 'lander' }] }, SHELL),
  ).toEqual([
    'mfe-chat: route chats asks for layout "lander", which the live shell does not draw (it draws default, chat)',
  ]);
});
