import { screen, within } from '@testing-library/react';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import { aPayment, mountPayments } from '../testing/payment-fixtures';

describe('transactions list', () => {
  it('lists the payments in the server order with date, credits, amount, method, status and invoice, each to its page', async () => {
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({
        transactions: [
          aPayment({
            id: '9',
            status: 'pending',
            created_at: '2026-11-20T10:00:00.000Z',
            credits: 100,
            amount_cents: 1250,
            method: 'paypal',
            invoice_number: null,
          }),
          aPayment({ id: '7', created_at: '2026-10-02T10:00:00.000Z' }),
          aPayment({ id: '4', status: 'failed', created_at: '2026-09-01T10:00:00.000Z' }),
        ],
      })),
    ]);

    const list = await screen.findByRole('list', { name: 'Transacties' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      '20 november 2026: 100 creditsFactuurnummer: nog nietBedrag: € 12,50Betaalmethode: PayPalStatus: In behandeling',
      '2 oktober 2026: 250 creditsFactuurnummer: F2026-000123Bedrag: € 25,00Betaalmethode: iDEALStatus: Betaald',
      '1 september 2026: 250 creditsFactuurnummer: F2026-000123Bedrag: € 25,00Betaalmethode: iDEALStatus: Mislukt',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/transactions/9');
    expect(
      within(rows[1]!).getByRole('link', { name: '2 oktober 2026: 250 credits' }),
    ).toHaveAttribute('href', '/transactions/7');
    await remote.unmount();
  });

  it('offers to withdraw, right on the list, from each purchase still open to withdrawal', async () => {
    const open = aPayment({ id: '7', created_at: '2026-10-02T10:00:00.000Z' });
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({
        transactions: [
          { ...open, withdrawal: { ...open.withdrawal, possible: true } },
          aPayment({ id: '4', created_at: '2026-09-01T10:00:00.000Z' }),
        ],
      })),
    ]);
    const list = await screen.findByRole('list', { name: 'Transacties' });
    const [withdrawable, past] = within(list).getAllByRole('listitem');
    const link = within(withdrawable!).getByRole('link', {
      name: 'Aankoop van 2 oktober 2026 herroepen',
    });
    expect(link).toHaveTextContent('Herroep hier');
    expect(link).toHaveAttribute('href', '/transactions/7');
    expect(within(past!).queryByRole('link', { name: /herroepen/ })).toBeNull();
    await remote.unmount();
  });

  it('leads to the packages when there is nothing yet', async () => {
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({ transactions: [] })),
    ]);

    expect(await screen.findByText('Je hebt nog niets gekocht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it.each([
    ['/transactions', 'Transacties'],
    ['/transactions/7', 'Je betaling'],
  ])('offers a visitor on %s the way to log in, not a reload', async (path, title) => {
    const remote = await mountPayments(path, [], { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Log in om je betalingen te zien.')).toBeInTheDocument();
    // Logged in, the member comes back to this page.
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
    expect(screen.queryByRole('button', { name: 'Opnieuw laden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((remote.props.api as StrictApiClient).calls).toEqual([]);
    await remote.unmount();
  });

  it('says so when the list cannot be loaded', async () => {
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => {
        throw anApiError(500, 'generic_error');
      }),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is een fout opgetreden, probeer het later opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeInTheDocument();
    await remote.unmount();
  });
});
