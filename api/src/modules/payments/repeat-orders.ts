import {
  RECURRING_METHODS,
  type PaymentMethod,
  type PaymentResponse,
  type RepeatOrder,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { CheckoutStarter } from './checkout';
import { PaymentsRepository } from './payments.repository';

/** The member's last completed payment of each package still offered, newest first. */
async function lastPurchases(db: Db, userId: number) {
  const repo = new PaymentsRepository(db);
  const member = await repo.member(userId);
  const offered = new Map((await repo.packagesFor(member.country)).map((p) => [p.id, p]));
  const completed = (await repo.ofUser(userId)).filter(
    (row) => row.status === 'completed' && row.package_id !== null,
  );
  const seen = new Set<number>();
  const purchases = completed.flatMap((row) => {
    const pkg = offered.get(row.package_id!);
    if (!pkg || seen.has(pkg.id)) return [];
    seen.add(pkg.id);
    return [{ row, pkg }];
  });
  const mandates = await repo.validMandates(userId);
  const mandateFor = (method: string, provider: string) =>
    RECURRING_METHODS.includes(method as PaymentMethod)
      ? mandates.find((m) => m.method === method && m.provider === provider)
      : undefined;
  return purchases.map(({ row, pkg }) => ({
    row,
    pkg,
    mandate: mandateFor(row.method, row.provider),
  }));
}

/** GET /api/repeat-order.php: what the member can buy again, and whether in one click. */
export async function repeatOrders(db: Db, userId: number): Promise<RepeatOrder[]> {
  return (await lastPurchases(db, userId)).map(({ row, pkg, mandate }) => ({
    payment_id: String(row.id),
    package_id: String(pkg.id),
    credits: pkg.credits,
    amount_cents: pkg.price_cents,
    currency: pkg.currency,
    method: row.method as PaymentMethod,
    last_bought_at: row.completed_at ?? row.created_at,
    one_click: mandate !== undefined,
    mandate_label: mandate?.label ?? null,
  }));
}

/**
 * POST /api/repeat-order.php: the package of an earlier purchase again, at today's price: a
 * recurring payment on the stored mandate where there is one, else a new checkout with the
 * same method. Another member's payment, or one not completed, is not found.
 */
export async function repeatOrder(
  db: Db,
  payments: CheckoutStarter,
  request: {
    userId: number;
    paymentId: number;
    idempotencyKey: string;
    returnTo?: string;
    language: string;
    origin?: string;
  },
): Promise<PaymentResponse> {
  const purchase = (await lastPurchases(db, request.userId)).find(
    ({ row }) => row.id === request.paymentId,
  );
  const earlier = purchase ?? (await findCompleted(db, request.userId, request.paymentId));
  if (!earlier) throw notFound();
  const { row, pkg, mandate } = earlier;
  return payments.start({
    userId: request.userId,
    packageId: pkg.id,
    method: (mandate?.method ?? row.method) as PaymentMethod,
    idempotencyKey: request.idempotencyKey,
    language: request.language,
    repeatOf: row.id,
    ...(request.returnTo ? { returnTo: request.returnTo } : {}),
    ...(mandate ? { mandateId: mandate.id } : {}),
    ...(request.origin ? { origin: request.origin } : {}),
  });
}

/** An older completed payment of a package (not the latest one of it): bought again the same way. */
async function findCompleted(db: Db, userId: number, paymentId: number) {
  const row = await new PaymentsRepository(db).byId(paymentId);
  if (!row || row.user_id !== userId || row.status !== 'completed') return undefined;
  const purchases = await lastPurchases(db, userId);
  return purchases.find((p) => p.pkg.id === row.package_id);
}
