import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/**
 * A repeating agreement the member can cancel (a cancellation button as German law asks for
 * anything that renews): a direct-debit or card mandate that lets the site charge again
 * without a new checkout.
 */
export const ContractSchema = Type.Object({
  id: IdSchema,
  /** `directdebit`, `creditcard`...: what is charged. */
  method: Type.String(),
  /** What identifies it to the member: the account or card, partly hidden. */
  label: Type.String(),
  since: Type.String(),
  /** When the member cancelled it; null while it runs. */
  cancelled_at: Type.Union([Type.String(), Type.Null()]),
});
export type Contract = Static<typeof ContractSchema>;

export const ContractsResponseSchema = Type.Object({ contracts: Type.Array(ContractSchema) });
export type ContractsResponse = Static<typeof ContractsResponseSchema>;

/**
 * POST /api/contracts.php: cancels one (the confirmation step's "Jetzt kündigen"). At once:
 * nothing more is charged; a receipt with the moment goes by e-mail. Cancelling one already
 * cancelled answers it as it is.
 */
export const CancelContractBodySchema = Type.Object({ contract_id: IdSchema });
export type CancelContractBody = Static<typeof CancelContractBodySchema>;

export const CancelContractResponseSchema = Type.Object({ contract: ContractSchema });
export type CancelContractResponse = Static<typeof CancelContractResponseSchema>;
