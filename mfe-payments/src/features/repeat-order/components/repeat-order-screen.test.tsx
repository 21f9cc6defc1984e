import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentTexts, endpoints, type RepeatOrder } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import { browser } from '../../transactions';
import {
  aPayment,
  aPaymentResponse,
  mountPayments,
} from '../../transactions/testing/payment-fixtures';

const anOrder = (over: Partial<RepeatOrder> = {}): RepeatOrder => ({
  payment_id: '7',
  package_id: '3',
  credits: 250,
  amount_cents: 2500,
  currency: 'EUR',
  method: 'creditcard',
  last_bought_at: '2026-10-02T10:00:00.000Z',
  one_click: true,
  mandate_label: 'Visa •••• 4242',
  ...over,
});

const orders = answer(endpoints.payments.repeatOrders, async () => ({
  orders: [
    anOrder(),
    anOrder({
      payment_id: '5',
      package_id: '2',
      credits: 100,
      amount_cents: 1250,
      method: 'ideal',
      one_click: false,
      mandate_label: null,
    }),
  ],
}));

const texts = consentTexts('nl');

async function tickConsent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: texts.immediate }));
  await user.click(screen.getByRole('checkbox', { name: texts.withdrawalTerms }));
}

afterEach(() => jest.restoreAllMocks());

describe('repeat order', () => {
  it("lists what was bought before, with today's price, the method and how it is paid", async () => {
    const remote = await mountPayments('/credits/repeat-order', [orders]);

    const list = await screen.findByRole('list', { name: 'Eerdere bestellingen' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: '250 credits' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Prijs nu: € 25,00');
    expect(first).toHaveTextContent('Betaalmethode: Creditcard');
    expect(first).toHaveTextContent('Laatst gekocht op 2 oktober 2026');
    expect(first).toHaveTextContent('Wordt meteen betaald met Visa •••• 4242.');
    expect(second).toHaveTextContent('Je rondt de betaling af bij iDEAL.');
    // The statements once, above the list.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await remote.unmount();
  });

  it('buys nothing before both statements are ticked', async () => {
    const remote = await mountPayments('/credits/repeat-order', [orders]);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Eerdere bestellingen' });

    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[0]!);
    expect(screen.getByText('Vink beide verklaringen aan om te kunnen kopen.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: texts.immediate })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: texts.immediate }));
    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[0]!);
    expect(screen.getByRole('checkbox', { name: texts.withdrawalTerms })).toHaveFocus();
    expect((remote.props.api as StrictApiClient).count(endpoints.payments.repeatOrder)).toBe(0);
    await remote.unmount();
  });

  it("pays at once on the mandate and shows the payment's status page", async () => {
    const remote = await mountPayments('/credits/repeat-order', [
      orders,
      answer(endpoints.payments.repeatOrder, async () =>
        aPaymentResponse(aPayment({ id: '12', status: 'pending', sequence: 'recurring' })),
      ),
      answer(endpoints.payments.payment, async () =>
        aPaymentResponse(aPayment({ id: '12', status: 'pending', completed_at: null })),
      ),
    ]);
    const user = userEvent.setup();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const list = await screen.findByRole('list', { name: 'Eerdere bestellingen' });
    await tickConsent(user);

    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[0]!);
    expect(
      await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/transactions/12');
    expect(assign).not.toHaveBeenCalled();
    const api = remote.props.api as StrictApiClient;
    const sent = api.calls.filter((call) => call.method === 'POST');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/repeat-order.php',
        body: {
          payment_id: '7',
          idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
          consent_immediate: true,
          consent_withdrawal_terms: true,
        },
      },
    ]);
    await remote.unmount();
  });

  it("opens the provider's checkout when there is no mandate", async () => {
    const remote = await mountPayments('/credits/repeat-order', [
      orders,
      answer(endpoints.payments.repeatOrder, async () =>
        aPaymentResponse(aPayment({ id: '13', status: 'pending' }), {
          checkout_url: 'https://pay.example/checkout/13',
        }),
      ),
    ]);
    const user = userEvent.setup();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const list = await screen.findByRole('list', { name: 'Eerdere bestellingen' });
    await tickConsent(user);

    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[1]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/13'));
    const api = remote.props.api as StrictApiClient;
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      payment_id: '5',
    });
    expect(window.location.pathname).toBe('/credits/repeat-order');
    await remote.unmount();
  });

  it('says why a purchase failed and retries it under the same key', async () => {
    let fail = true;
    const remote = await mountPayments('/credits/repeat-order', [
      orders,
      answer(endpoints.payments.repeatOrder, async () => {
        if (fail) throw anApiError(503, 'payment_provider_unavailable');
        return aPaymentResponse(aPayment({ id: '14' }), { checkout_url: 'https://pay.example/14' });
      }),
    ]);
    const user = userEvent.setup();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const list = await screen.findByRole('list', { name: 'Eerdere bestellingen' });
    await tickConsent(user);

    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De betaaldienst is even niet bereikbaar.',
    );
    fail = false;
    await user.click(within(list).getAllByRole('button', { name: 'Opnieuw kopen' })[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/14'));
    const keys = (remote.props.api as StrictApiClient).calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await remote.unmount();
  });

  it('offers a visitor the way to log in, and asks the API nothing for them', async () => {
    const remote = await mountPayments('/credits/repeat-order', [], { user: null });
    expect(await screen.findByText('Log in om een eerdere bestelling te herhalen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect((remote.props.api as StrictApiClient).calls).toEqual([]);
    await remote.unmount();
  });

  it('leads to the packages when nothing was bought before', async () => {
    const remote = await mountPayments('/credits/repeat-order', [
      answer(endpoints.payments.repeatOrders, async () => ({ orders: [] })),
    ]);

    expect(await screen.findByRole('link', { name: 'Naar de pakketten' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await remote.unmount();
  });
});
