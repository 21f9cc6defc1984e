import { formatMoney, type PaymentMethod } from '@dating/shared-contracts/api';
import { escapeHtml } from '../../../lib/html';
import type { TestProviderPaymentTable } from '../../../db/payments.types';
import type { TestChoice } from './test-provider';
import { TEST_ISSUERS } from './test-provider-rules';

/** The choices in the order the page offers them, with their labels in Dutch and English. */
const CHOICES: readonly [TestChoice, string][] = [
  ['paid', 'Betaald / Paid'],
  ['failed', 'Mislukt / Failed'],
  ['canceled', 'Geannuleerd / Cancelled'],
  ['pending', 'In behandeling / Pending'],
  ['expired', 'Verlopen / Expired'],
];

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#1a1a1a}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}',
  '.choices{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}',
  'button{font:inherit;padding:.6rem 1rem;border:2px solid #1a1a1a;border-radius:.4rem;background:#fff;color:#1a1a1a;cursor:pointer}',
  'button:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}',
  '.note{color:#4a4a4a;font-size:.9rem}a{color:#0b4fd1}',
].join('');

/** The bank's name as the test provider lists it ("CBC"), or its id. */
const bankName = (method: string, issuer: string): string =>
  TEST_ISSUERS[method as PaymentMethod]?.find((i) => i.id === issuer)?.name ?? issuer;

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

/**
 * The test provider's hosted checkout (development and tests only): what is paid, and one
 * button per outcome. An open or pending payment can be chosen (again); a settled one links
 * back to the site.
 */
export function checkoutPage(payment: TestProviderPaymentTable): string {
  const facts = [
    ['Bedrag / Amount', formatMoney(payment.amount_cents, payment.currency, 'nl-NL')],
    ['Methode / Method', payment.method],
    ...(payment.issuer ? [['Bank', bankName(payment.method, payment.issuer)]] : []),
    ['Omschrijving / Description', payment.description],
    ['Status', payment.status],
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join('');
  const open = payment.status === 'open' || payment.status === 'pending';
  const action = open
    ? [
        '<form method="post">',
        '<fieldset><legend>Kies de uitkomst / Choose the outcome</legend><div class="choices">',
        ...CHOICES.map(
          ([value, label]) =>
            `<button type="submit" name="status" value="${value}">${escapeHtml(label)}</button>`,
        ),
        '</div></fieldset></form>',
        '<p class="note">Testbetaling: er wordt geen geld afgeschreven. / Test payment: no money is charged.</p>',
      ].join('')
    : `<p><a href="${escapeHtml(payment.redirect_url)}">Terug naar de site / Back to the site</a></p>`;
  return page('Testbetaling / Test payment', `<dl>${facts}</dl>${action}`);
}

export function notFoundPage(): string {
  return page(
    'Betaling niet gevonden / Payment not found',
    '<p>Deze testbetaling bestaat niet. / This test payment does not exist.</p>',
  );
}
