import type { Contract } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/app-error';
import type { MailSites } from '../mail/mail-site';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { ContractsRepository } from './contracts.repository';
import type { PaymentsAccess } from './direct-debit-access';
import { mailLanguage } from './mail-locale';

/** The revoke job tries this often (backoff up to an hour: about a day) before it waits for ops. */
export const REVOKE_MAX_ATTEMPTS = 30;

type Row = NonNullable<Awaited<ReturnType<ContractsRepository['one']>>>;

const present = (
  row: Pick<Row, 'id' | 'method' | 'label' | 'created_at' | 'cancelled_at'>,
): Contract => ({
  id: String(row.id),
  method: row.method,
  label: row.label,
  since: row.created_at,
  cancelled_at: row.cancelled_at,
});

/**
 * Repeating agreements and their cancellation button (German law's Kündigungsbutton, for
 * anything that lets the site charge again): a stored mandate is cancelled at once, in one
 * unit of work with its receipt by e-mail (the moment, on a durable medium) and the job that
 * revokes it at the provider until the provider accepts. Nothing is charged on it from then.
 */
export class ContractsService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Pick<Mailer, 'queue'>,
    private readonly core: PaymentsAccess,
    private readonly now: () => Date,
    private readonly mailSites: Pick<MailSites, 'resolver'>,
  ) {}

  async list(userId: number): Promise<Contract[]> {
    return (await new ContractsRepository(this.db).ofUser(userId)).map(present);
  }

  /** `origin`: the public address the member cancels on, the receipt's link (decision 0139). */
  async cancel(userId: number, contractId: number, origin?: string): Promise<Contract> {
    if (!(await new ContractsRepository(this.db).one(contractId, userId))) throw notFound();
    const sites = await this.mailSites.resolver(origin);
    await this.unitOfWork.run(async (unit) => {
      const repo = new ContractsRepository(unit.db);
      const now = this.now().toISOString();
      // A second cancellation (another tab, a retry) finds it done and changes nothing.
      if (!(await repo.cancel(contractId, now))) return;
      const mandate = (await repo.mandate(contractId))!;
      await unit.enqueue(
        'payment.revoke-mandate',
        { mandateId: contractId },
        { maxAttempts: REVOKE_MAX_ATTEMPTS },
      );
      const member = await repo.member(userId);
      const site = sites(member.site_domain);
      const mail = renderMail('contract_cancelled', {
        language: mailLanguage(member.language),
        site,
        vars: { label: mandate.label, cancelledAt: now, link: `${site.baseUrl}/transactions` },
      });
      await this.mailer.queue(unit, {
        userId,
        kind: 'contract_cancelled',
        to: member.email,
        from: site.from,
        ...mail,
      });
    });
    return present((await new ContractsRepository(this.db).one(contractId, userId))!);
  }

  /**
   * The `payment.revoke-mandate` job: the provider revokes the mandate too. A failure throws,
   * so the job runs again later; done once the revocation is stored.
   */
  async revoke({ mandateId }: { mandateId: number }): Promise<void> {
    const repo = new ContractsRepository(this.db);
    const mandate = await repo.mandate(mandateId);
    if (!mandate || mandate.status !== 'cancelled' || mandate.provider_revoked_at !== null) return;
    if (mandate.provider_customer_id && mandate.provider_mandate_id) {
      const { provider } = this.core;
      if (mandate.provider !== provider.name) {
        throw new Error(
          `mandate ${mandateId} is at ${mandate.provider}, the provider is ${provider.name}`,
        );
      }
      await provider.revokeMandate(mandate.provider_customer_id, mandate.provider_mandate_id);
    }
    await repo.markRevoked(mandateId, this.now().toISOString());
  }
}
