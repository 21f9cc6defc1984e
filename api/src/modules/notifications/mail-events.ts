import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUniqueViolation } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailEvent } from './mail-event.types';
import { MailStatusRepository } from './mail-status.repository';
import { addDisabledReason } from './notifications-disabled';

export type { MailEvent } from './mail-event.types';

/** The clock skew a signed mail event may have (decision 0130). */
export const MAIL_EVENT_SKEW_SECONDS = 5 * 60;

const hex = (secret: string, t: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/** The `X-Mail-Signature` header of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function mailEventSignature(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hex(secret, t, rawBody)}`;
}

/** Whether a signature header is ours for this body and no more than five minutes off. */
export function verifyMailEventSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > MAIL_EVENT_SKEW_SECONDS) return false;
  return timingSafeEqual(Buffer.from(hex(secret, t, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

/**
 * A signed event as the provider (or its stand-in) posts it: the JSON body and its headers.
 * Tests inject it; the `mail.test-event` job posts it.
 */
export function signedMailEvent(
  secret: string,
  event: MailEvent,
  at: Date,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-mail-signature': mailEventSignature(secret, body, at),
    },
  };
}

/** What an event did: `duplicate` when its id was seen before. */
export type MailEventOutcome = 'disabled' | 'recorded' | 'duplicate';

/**
 * Records a provider's event once per id; a hard bounce adds `bounce`, a complaint
 * `spam_complaint` to the member's `notifications_disabled`. A soft bounce, or an address
 * that is no member's, is recorded only.
 */
export async function recordMailEvent(
  unitOfWork: UnitOfWork,
  event: MailEvent,
  now: Date,
): Promise<MailEventOutcome> {
  const address = event.email.trim().toLowerCase();
  try {
    return await unitOfWork.run(async (tx) => {
      const repo = new MailStatusRepository(tx.db);
      const userId = await repo.userIdByEmail(address);
      await repo.insertMailEvent({
        event_id: event.id,
        type: event.type,
        address,
        user_id: userId ?? null,
        detail: JSON.stringify({
          ...(event.bounce_type ? { bounce_type: event.bounce_type } : {}),
          ...(event.detail ? { detail: event.detail } : {}),
        }),
        created_at: now.toISOString(),
      });
      const reason =
        event.type === 'complaint'
          ? 'spam_complaint'
          : event.bounce_type === 'soft'
            ? null
            : 'bounce';
      if (userId === undefined || !reason) return 'recorded';
      await addDisabledReason(tx.db, userId, reason);
      return 'disabled';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/**
 * The `mail.test-event` job: the development stand-in of the mail provider posts a signed
 * event to our own endpoint, signed when it is sent. Anything but a 2xx throws (retried).
 */
export async function deliverTestMailEvent(
  secret: string,
  payload: { url: string; event: MailEvent },
  now: Date,
): Promise<void> {
  const { body, headers } = signedMailEvent(secret, payload.event, now);
  const response = await fetch(payload.url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Mail event ${payload.url} answered ${response.status}`);
}
