import type { RouteDeclaration } from '@dating/shared-contracts';

// The pages this remote serves, written once (docs/decisions/0148): its router
// (payments-app.tsx) takes its patterns from here, and the registry's copy,
// `federation.routes` of package.json, must equal ROUTES (route-declarations.test.tsx). A
// pattern is a constant of its own so that a bundle keeps the strings it uses and drops the
// list it does not read.

export const CREDITS = '/credits';
export const REPEAT_ORDER = '/credits/repeat-order';
export const CHECKOUT = '/credits/:id/:paymentmethod?';
export const DIRECT_DEBIT = '/directdebit';
export const PREMIUM = '/premium';
export const PRICING = '/pricing';
export const TRANSACTIONS = '/transactions/:id?';

export const ROUTES: readonly RouteDeclaration[] = [
  { name: 'credits', path: CREDITS, layout: 'default' },
  { name: 'credits-repeat-order', path: REPEAT_ORDER, layout: 'default' },
  { name: 'credits-id', path: CHECKOUT, layout: 'default' },
  { name: 'directdebit', path: DIRECT_DEBIT, layout: 'default' },
  { name: 'premium', path: PREMIUM, layout: 'default', membersArea: true },
  { name: 'pricing', path: PRICING, layout: 'default' },
  { name: 'transactions', path: TRANSACTIONS, layout: 'default' },
];
