// The conversation screen as a person finds it, for the chat journeys.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../paths.mjs';
import type { Member } from './session';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** The conversation's parts as a person finds them. */
export function chat(page: Page, partner: string) {
  return {
    log: page.getByRole('log', { name: `Berichten met ${partner}` }),
    field: page.getByRole('textbox', { name: `Bericht aan ${partner}` }),
    typing: page.getByText(`${partner} typt…`),
  };
}

export async function send(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/**
 * Makes a fresh member a paying one with `credits`, as a purchase would (the payments area
 * is not built yet): the balance, the paid flag and the ledger row, in the e2e database.
 */
export function grantCredits(member: Member, credits: number) {
  const db = new Database(path.join(E2E_DATA_DIR, 'e2e.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const userId = Number(member.user.id);
    db.transaction(() => {
      db.prepare('update users set credits = credits + ?, paid_user = 1 where id = ?').run(
        credits,
        userId,
      );
      db.prepare(
        'insert into credit_ledger (user_id, amount, reason, reference, created_at) values (?, ?, ?, ?, ?)',
      ).run(userId, credits, 'correction', 'e2e-grant', new Date().toISOString());
    })();
  } finally {
    db.close();
  }
}
