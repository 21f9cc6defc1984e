import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { DAY, HOUR, MINUTE } from '../../lib/time';
import type { PaymentProvider } from './payment-provider';
import type { PaymentSettlement } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';

/** When the reconciliation first asks the provider about a new payment. */
export const RECONCILE_AFTER_MS = 10 * MINUTE;
/** The longest wait between two looks at a payment still open. */
export const RECONCILE_MAX_WAIT_MS = 6 * HOUR;
/** After this the job stops asking (a bank transfer may take 12 days at Mollie). */
export const RECONCILE_GIVE_UP_MS = 14 * DAY;
/** A payment the provider never heard of (its create failed half-way) ends after this. */
const NEVER_SENT_MS = 10 * MINUTE;

export interface ReconcileDeps {
  readonly db: Db;
  readonly unitOfWork: UnitOfWork;
  readonly provider: Pick<PaymentProvider, 'name' | 'getPayment'>;
  readonly settlement: Pick<PaymentSettlement, 'apply' | 'failUnsent'>;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

/**
 * The `payment.reconcile` job (decision 0122-payments-core): asks the provider about a
 * payment of ours still pending and applies the answer through the webhook's own path, so a
 * lost webhook costs a delay, never a purchase. While it stays pending the job comes back,
 * each time twice as late (at most RECONCILE_MAX_WAIT_MS); after RECONCILE_GIVE_UP_MS it is
 * left pending and logged: we never end a payment the provider may still complete. A
 * provider that cannot be reached makes the job fail, and the job system retries it.
 */
export async function reconcilePayment(
  deps: ReconcileDeps,
  payload: { paymentId: number; attempt?: number },
): Promise<void> {
  const repo = new PaymentsRepository(deps.db);
  const row = await repo.byId(payload.paymentId);
  if (!row || row.status !== 'pending') return;
  const now = deps.now();
  const age = now.getTime() - Date.parse(row.created_at);
  if (row.provider_payment_id === null) {
    if (age >= NEVER_SENT_MS) await deps.settlement.failUnsent(row.id, 'provider_unavailable');
    return;
  }
  if (row.provider !== deps.provider.name) return;
  const status = await deps.settlement.apply(
    row.id,
    await deps.provider.getPayment(row.provider_payment_id),
  );
  if (status !== 'pending') return;
  if (age >= RECONCILE_GIVE_UP_MS) {
    deps.log.warn({ paymentId: row.id }, 'payment reconciliation: still pending, no longer asking');
    return;
  }
  const attempt = (payload.attempt ?? 0) + 1;
  const wait = Math.min(RECONCILE_AFTER_MS * 2 ** attempt, RECONCILE_MAX_WAIT_MS);
  await deps.unitOfWork.run((tx) =>
    tx.enqueue(
      'payment.reconcile',
      { paymentId: row.id, attempt },
      { runAt: new Date(now.getTime() + wait) },
    ),
  );
}
