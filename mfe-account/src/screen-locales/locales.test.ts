import { readdirSync } from 'node:fs';
import path from 'node:path';
import { translationProblems } from '@dating/shared-contracts/testing';
import type { AccountTextsPart } from '../lib/account-namespace';

const parts = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

it.each(parts)('has every account text of %s in all eleven languages', (part) => {
  expect(translationProblems(path.join(__dirname, part))).toEqual([]);
});

it('has a folder for every part a screen can ask for, and no other', () => {
  const named: Record<AccountTextsPart, true> = {
    accountDeleted: true,
    activate: true,
    langConfig: true,
    mailChange: true,
    resetDo: true,
    resetPassword: true,
    settings: true,
    signup: true,
  };
  expect(parts.sort()).toEqual(Object.keys(named).sort());
});
