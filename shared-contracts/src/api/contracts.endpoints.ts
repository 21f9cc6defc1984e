import type {
  CancelContractBodySchema,
  CancelContractResponseSchema,
  ContractsResponseSchema,
} from './contracts.schema';
import { defineEndpoint } from './define-endpoint';

/** The member's repeating agreements and their cancellation button. */
export const contractsEndpoints = {
  list: defineEndpoint<{ response: { 200: typeof ContractsResponseSchema } }>()({
    method: 'GET',
    path: '/api/contracts.php',
    access: 'member',
  }),
  cancel: defineEndpoint<{
    body: typeof CancelContractBodySchema;
    response: { 200: typeof CancelContractResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/contracts.php',
    access: 'member',
    changesState: true,
  }),
};
