import {
  staffMembersEndpoints,
  staffRefundEndpoints,
  staffSessionEndpoints,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, held, ok, type Reply } from '../../testing/fake-staff-api';
import { aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';
import { aMemberFile, aPayment, aRefund } from './fixtures';

const { file, search } = staffMembersEndpoints;
const { refund } = staffRefundEndpoints;

const financeApi = (roles: ('support' | 'finance' | 'admin')[] = ['finance']) =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember({ roles })))
    .on(file, ok(aMemberFile()))
    .on(refund, ok(aRefund()));

const payments = () => screen.findByRole('region', { name: 'Betalingen' });

async function openRefund() {
  const region = await payments();
  await userEvent.click(
    within(region).getByRole('button', { name: /^Terugbetalen \(tot €\s19,95\)$/ }),
  );
  return within(within(region).getByRole('form', { name: 'Terugbetaling van betaling 301' }));
}

describe('a refund (finance)', () => {
  it('checks the amount against what is left, then refunds after a confirmation', async () => {
    const api = financeApi();
    renderConsole('/members/42');
    const form = await openRefund();
    const amount = form.getByRole('textbox', { name: 'Bedrag in euro' });
    expect(amount).toHaveValue('19,95');
    expect(amount).toHaveAccessibleDescription(/Hoogstens €\s19,95/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,00');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    expect(amount).toHaveAccessibleDescription(/Er kan nog hoogstens €\s19,95 worden terugbetaald/);
    expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'vijf');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    expect(amount).toHaveAccessibleDescription(/Vul een bedrag in euro in/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    expect(form.getByRole('textbox', { name: 'Reden' })).toHaveFocus();
    await userEvent.type(form.getByRole('textbox', { name: 'Reden' }), 'Dubbel afgeschreven');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    expect(api.callsOf(refund)).toHaveLength(0);

    const region = await payments();
    const confirm = within(region).getByRole('group', { name: 'Terugbetaling bevestigen' });
    expect(confirm).toHaveTextContent('€ 5,00 van betaling 301 gaat terug naar het lid');
    await userEvent.click(within(confirm).getByRole('button', { name: /^€\s5,00 terugbetalen$/ }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      '€ 5,00 terugbetaald; 25 credits teruggenomen.',
    );
    const [call] = api.callsOf(refund);
    expect(call?.params.id).toBe('301');
    expect(call?.body).toEqual({
      amountCents: 500,
      reason: 'Dubbel afgeschreven',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The file is read again, so the payment shows what is left.
    await waitFor(() => expect(api.callsOf(file).length).toBeGreaterThanOrEqual(2));
  });

  it('keeps the same idempotency key when a refund is tried again after a failure', async () => {
    const first = held<Reply>();
    const api = financeApi().on(refund, () => first.promise);
    renderConsole('/members/42');
    const form = await openRefund();
    await userEvent.type(form.getByRole('textbox', { name: 'Reden' }), 'Klacht over nepprofiel');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    const region = await payments();
    await userEvent.click(within(region).getByRole('button', { name: /^€\s19,95 terugbetalen$/ }));
    expect(within(region).getByRole('button', { name: 'Bezig met terugbetalen…' })).toBeDisabled();
    first.release(failure(503, 'service_unavailable'));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Er ging iets mis');
    api.on(refund, ok(aRefund({ amountCents: 1995, premiumEnded: true })));
    await userEvent.click(within(region).getByRole('button', { name: /^€\s19,95 terugbetalen$/ }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Premium is beëindigd.');
    const keys = api
      .callsOf(refund)
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the refusal of an amount the server finds too high', async () => {
    financeApi().on(refund, failure(409, 'refund_exceeds_payment', { refundableCents: 100 }));
    renderConsole('/members/42', 'en');
    const region = await screen.findByRole('region', { name: 'Payments' });
    await userEvent.click(within(region).getByRole('button', { name: 'Refund (up to €19.95)' }));
    const form = within(within(region).getByRole('form', { name: 'Refund of payment 301' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Refund €19.95' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'That is more than is left to refund of this payment.',
    );
  });

  it('offers no refund to support or admin without finance, nor for what is refunded already', async () => {
    financeApi(['support', 'admin']);
    renderConsole('/members/42');
    const region = await payments();
    expect(within(region).queryByRole('button', { name: /Terugbetalen/ })).toBeNull();
  });

  it('lets finance open a file by number, not search', async () => {
    const api = financeApi().on(
      file,
      ok(aMemberFile({ payments: [aPayment({ refundedCents: 1995, refundableCents: 0 })] })),
    );
    const { where } = renderConsole('/members');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Lidnummer' }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Dossier openen' }));
    expect(where.path).toBe('/members/42');
    const region = await payments();
    expect(within(region).queryByRole('button', { name: /Terugbetalen/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acties' })).toBeNull();
    expect(api.callsOf(search)).toHaveLength(0);
  });
});
