import { act, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type PaymentResponse } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import { PENDING_POLL_MS } from '../api/payment';
import { aPayment, aPaymentResponse, mountPayments } from '../testing/payment-fixtures';

/** GET /api/payment.php answering whatever `current` holds at the time of the call. */
function paymentEndpoint(first: PaymentResponse) {
  const state = { current: first };
  const stub = answer(endpoints.payments.payment, async () => state.current);
  return { state, stub };
}

const justNow = () => new Date(Date.now() - 60_000).toISOString();

afterEach(() => {
  jest.useRealTimers();
});

describe('payment status page', () => {
  it('shows a pending payment in a polite live region, and completion from a live frame with the chrome told at once', async () => {
    const pending = aPayment({ status: 'pending', completed_at: null, invoice_number: null });
    const { state, stub } = paymentEndpoint(
      aPaymentResponse(pending, { credits: 10, paid_user: false }),
    );
    const remote = await mountPayments('/transactions/7', [stub]);

    await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('We wachten op de bevestiging van je betaling');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(remote.events.filter((e) => e.type === 'credits/changed')).toEqual([]);

    const api = remote.props.api as StrictApiClient;
    const before = api.count(endpoints.payments.payment);
    // Another payment's frame is not this one's.
    act(() =>
      remote.live$.next({
        type: 'payment',
        payment_id: '8',
        status: 'completed',
        credits: 1,
        paid_user: true,
      }),
    );
    state.current = aPaymentResponse(aPayment({ completed_at: justNow() }), { credits: 260 });
    expect(api.count(endpoints.payments.payment)).toBe(before);

    act(() =>
      remote.live$.next({
        type: 'payment',
        payment_id: '7',
        status: 'completed',
        credits: 260,
        paid_user: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Betaling gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('250 credits bijgeschreven.');
    expect(screen.getByRole('status')).toHaveTextContent('Je bent nu premium.');
    expect(remote.events).toEqual(
      expect.arrayContaining([
        { type: 'credits/changed', credits: 260 },
        { type: 'session/refresh-requested' },
      ]),
    );
    expect(remote.events.filter((e) => e.type === 'credits/changed')).toHaveLength(1);
    await remote.unmount();
  });

  it('asks again every few seconds while pending, and stops once the payment settled', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const pending = aPayment({ status: 'pending', completed_at: null });
    const { state, stub } = paymentEndpoint(aPaymentResponse(pending));
    const remote = await mountPayments('/transactions/7', [stub]);
    await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' });
    const api = remote.props.api as StrictApiClient;
    const calls = api.count(endpoints.payments.payment);

    state.current = aPaymentResponse(aPayment({ status: 'cancelled', completed_at: null }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
    });
    expect(
      await screen.findByRole('heading', { name: 'Betaling geannuleerd' }),
    ).toBeInTheDocument();
    expect(api.count(endpoints.payments.payment)).toBe(calls + 1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    });
    expect(api.count(endpoints.payments.payment)).toBe(calls + 1);
    await remote.unmount();
  });

  it('ignores a tampered return URL: only the server answer counts', async () => {
    const pending = aPayment({ status: 'pending', completed_at: null });
    const { stub } = paymentEndpoint(aPaymentResponse(pending));
    const remote = await mountPayments(
      '/transactions/7?amount=1&status=completed&credits=99999&return_to=//evil.example',
      [stub],
    );

    expect(
      await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('€ 25,00')).toBeInTheDocument();
    expect(screen.getByText('250 credits')).toBeInTheDocument();
    expect(screen.queryByText(/99999|99\.999/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verder waar je was' })).not.toBeInTheDocument();
    const api = remote.props.api as StrictApiClient;
    expect(api.calls.map((call) => call.query)).toEqual(api.calls.map(() => ({ id: '7' })));
    await remote.unmount();
  });

  it('says "Betaling mislukt" on failure, with a retry of the same package and method', async () => {
    const failed = aPayment({ status: 'failed', completed_at: null, failure_reason: 'failed' });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(failed)).stub,
    ]);

    expect(await screen.findByRole('heading', { name: 'Betaling mislukt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/credits/3/ideal',
    );
    expect(screen.queryByRole('link', { name: 'Betaal met PayPal' })).not.toBeInTheDocument();
    expect(remote.events.filter((e) => e.type === 'credits/changed')).toEqual([]);
    await remote.unmount();
  });

  it('offers a retry or PayPal when a recurring card payment failed', async () => {
    const failed = aPayment({
      status: 'failed',
      completed_at: null,
      method: 'creditcard',
      sequence: 'recurring',
      recurring_failure: true,
    });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(failed)).stub,
    ]);

    expect(await screen.findByRole('heading', { name: 'Betaling mislukt' })).toBeInTheDocument();
    expect(screen.getByText(/Je kaart kon niet worden belast/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/credits/3/creditcard',
    );
    expect(screen.getByRole('link', { name: 'Betaal met PayPal' })).toHaveAttribute(
      'href',
      '/credits/3/paypal',
    );
    await remote.unmount();
  });

  it('says a cancelled payment was cancelled, with a way to try again', async () => {
    const cancelled = aPayment({ status: 'cancelled', completed_at: null, package_id: null });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(cancelled)).stub,
    ]);

    expect(
      await screen.findByRole('heading', { name: 'Betaling geannuleerd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await remote.unmount();
  });

  it('leads back to where the member was (the chat), and tells the chrome of a payment completed just now', async () => {
    const paid = aPayment({ return_to: '/chats/12', completed_at: justNow() });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(paid, { credits: 265 })).stub,
    ]);

    expect(await screen.findByRole('link', { name: 'Verder waar je was' })).toHaveAttribute(
      'href',
      '/chats/12',
    );
    await waitFor(() =>
      expect(remote.events).toEqual([
        { type: 'credits/changed', credits: 265 },
        { type: 'session/refresh-requested' },
      ]),
    );
    await remote.unmount();
  });

  it('shows an old receipt in full without announcing anything', async () => {
    const old = aPayment({
      created_at: '2026-03-01T10:00:00.000Z',
      completed_at: '2026-03-01T10:01:00.000Z',
      method: 'bancontact',
      discount_code: 'TIMEBONUS25',
      discount_percentage: 25,
      base_amount_cents: 3333,
      consent_text: 'Ik verzoek uitdrukkelijk dat de dienst direct begint.',
    });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(old)).stub,
    ]);

    const detail = await screen.findByRole('region', { name: 'Details' });
    // Intl writes a no-break space between the currency sign and the amount.
    const value = (label: string) =>
      within(detail).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value('Datum')).toBe('1 maart 2026');
    expect(value('Pakket')).toBe('250 credits');
    expect(value('Bedrag')).toBe('€ 25,00');
    expect(value('Korting')).toBe('25% met code TIMEBONUS25 (normale prijs € 33,33)');
    expect(value('Betaalmethode')).toBe('Bancontact');
    expect(value('Status')).toBe('Betaald');
    expect(value('Factuurnummer')).toBe('F2026-000123');
    expect(value('Je toestemming')).toBe('Ik verzoek uitdrukkelijk dat de dienst direct begint.');
    expect(screen.getByRole('link', { name: 'Naar je transacties' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(remote.events).toEqual([]);
    await remote.unmount();
  });

  it('shows what our staff refunded, in part or in full, and the credits taken back', async () => {
    const partly = aPayment({ refund: { refunded_cents: 1000, credits_taken: 100 } });
    const remote = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(partly)).stub,
    ]);
    const detail = await screen.findByRole('region', { name: 'Details' });
    const value = (label: string) =>
      within(detail).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value('Status')).toBe('Deels terugbetaald');
    expect(value('Terugbetaling')).toBe(
      'We hebben € 10,00 teruggestort. 100 credits zijn van je saldo gehaald.',
    );
    await remote.unmount();

    const full = aPayment({ refund: { refunded_cents: 2500, credits_taken: 0 } });
    const again = await mountPayments('/transactions/7', [
      paymentEndpoint(aPaymentResponse(full)).stub,
    ]);
    const fullDetail = await screen.findByRole('region', { name: 'Details' });
    const fullValue = (label: string) =>
      within(fullDetail).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(fullValue('Status')).toBe('Terugbetaald');
    expect(fullValue('Terugbetaling')).toBe('We hebben € 25,00 teruggestort.');
    await again.unmount();
  });

  it('says it is loading until the server answers', async () => {
    let release: (answer: PaymentResponse) => void = () => undefined;
    const remote = await mountPayments('/transactions/7', [
      answer(
        endpoints.payments.payment,
        () => new Promise<PaymentResponse>((resolve) => (release = resolve)),
      ),
    ]);

    expect(await screen.findByText('Je betaling wordt geladen…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    act(() => release(aPaymentResponse(aPayment({ status: 'pending', completed_at: null }))));
    expect(
      await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Je betaling wordt geladen…')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says so when the payment cannot be loaded, with a way to try again', async () => {
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () => {
        throw anApiError(404, 'not_found');
      }),
    ]);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je transacties' })).toBeInTheDocument();
    await remote.unmount();
  });
});
