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
  expect(shell.layoutHeaders).toEqual(['nav', 'logo', 'none']);
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
    'mfe-chat: route chats asks for layout "lander", which neither the live shell (default, chat) nor this release declares',
  ]);
});

it('lets a release name a layout of its own, which a shell drawing declared layouts draws', () => {
  const shell = { ...SHELL, layoutHeaders: ['nav', 'logo', 'none'] };
  const studio = { name: 'studio', header: 'logo' };
  const guestbook = {
    platform: '^1.4.0',
    routes: [{ name: 'guestbook', layout: 'studio' }],
    exposes: ['app'],
    layouts: [studio],
  };
  expect(gateProblems('mfe-guestbook', guestbook, shell)).toEqual([]);
  // A shell from before declared layouts would draw the page without its layout.
  expect(gateProblems('mfe-guestbook', guestbook, SHELL)).toEqual([
    'mfe-guestbook: declares layout "studio"; the live shell draws only its own (default, chat)',
  ]);
  expect(
    gateProblems(
      'mfe-guestbook',
      { ...guestbook, layouts: [{ ...studio, header: 'banner' }] },
      shell,
    ),
  ).toEqual([
    'mfe-guestbook: layout "studio" asks for a "banner" header; the live shell draws nav, logo, none',
  ]);
});
