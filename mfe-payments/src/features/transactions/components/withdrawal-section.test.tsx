import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import { aPayment, aPaymentResponse, mountPayments } from '../testing/payment-fixtures';

const withdrawable = aPayment({
  completed_at: '2026-03-01T10:01:00.000Z',
  withdrawal: {
    possible: true,
    until: '2026-03-15T10:01:00.000Z',
    refund_cents: 1800,
    credits: 180,
    withdrawn_at: null,
    refunded_cents: 0,
    withdrawn_credits: 0,
  },
});

const withdrawn = aPayment({
  completed_at: '2026-03-01T10:01:00.000Z',
  withdrawal: {
    possible: false,
    until: '2026-03-15T10:01:00.000Z',
    refund_cents: 0,
    credits: 0,
    withdrawn_at: '2026-03-04T09:00:00.000Z',
    refunded_cents: 1800,
    withdrawn_credits: 180,
  },
});

const nbsp = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

describe('withdrawal', () => {
  it('takes two clicks: the button, then "Ja, herroepen" in a dialog that states the refund', async () => {
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () => aPaymentResponse(withdrawable)),
      answer(endpoints.payments.withdraw, async () => aPaymentResponse(withdrawn, { credits: 80 })),
    ]);
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: /^Aankoop herroepen/ });
    expect(button).toHaveAccessibleName('Aankoop herroepen tot 15 maart 2026');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Aankoop herroepen?' });
    expect(nbsp(dialog.textContent)).toContain(
      'Je krijgt € 18,00 terug en we halen 180 credits van je saldo af.',
    );
    const api = remote.props.api as StrictApiClient;
    expect(api.count(endpoints.payments.withdraw)).toBe(0);
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Nee, niet herroepen' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Ja, herroepen' }));
    const done = await screen.findByText(/^Herroepen op/);
    expect(nbsp(done.textContent)).toBe(
      'Herroepen op 4 maart 2026. We storten € 18,00 terug; 180 credits zijn van je saldo gehaald.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aankoop herroepen/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === endpoints.payments.withdraw.path)).toEqual([
      { method: 'POST', path: '/api/withdrawal.php', body: { payment_id: '7' } },
    ]);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Herroepen')).toBeInTheDocument();
    // The headline follows: no longer "Betaling gelukt" above the status "Herroepen".
    expect(screen.getByRole('heading', { name: 'Aankoop herroepen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Betaling gelukt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/bijgeschreven/)).not.toBeInTheDocument();
    expect(remote.events).toEqual([
      { type: 'credits/changed', credits: 80 },
      { type: 'session/refresh-requested' },
    ]);
    await remote.unmount();
  });

  it('headlines a withdrawn purchase as withdrawn, not as a success, with no way back as if paid', async () => {
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () =>
        aPaymentResponse({ ...withdrawn, return_to: '/chats/12' }, { credits: 0 }),
      ),
    ]);

    await screen.findByRole('heading', { name: 'Aankoop herroepen' });
    const region = screen.getAllByRole('status')[0];
    expect(nbsp(region?.textContent)).toBe(
      'Aankoop herroepenJe hebt deze aankoop herroepen. We storten € 18,00 terug.',
    );
    expect(screen.queryByRole('heading', { name: 'Betaling gelukt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Je bent nu premium.')).not.toBeInTheDocument();
    // The way back is offered, but not as the next step of a purchase that went through.
    expect(screen.getByRole('link', { name: 'Verder waar je was' })).toHaveAttribute(
      'href',
      '/chats/12',
    );
    expect(remote.events).toEqual([]);
    await remote.unmount();
  });

  it('sends nothing when the member thinks better of it', async () => {
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () => aPaymentResponse(withdrawable)),
    ]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Aankoop herroepen/ }));
    await user.click(screen.getByRole('button', { name: 'Nee, niet herroepen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Aankoop herroepen/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((remote.props.api as StrictApiClient).count(endpoints.payments.withdraw)).toBe(0);
    await remote.unmount();
  });

  it('says why when the server refuses, with a way out, and shows what the server says now', async () => {
    let current = aPaymentResponse(withdrawable);
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () => current),
      answer(endpoints.payments.withdraw, async () => {
        current = aPaymentResponse(
          aPayment({ withdrawal: { ...withdrawable.withdrawal, possible: false } }),
        );
        throw anApiError(409, 'withdrawal_not_possible');
      }),
    ]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Aankoop herroepen/ }));
    await user.click(screen.getByRole('button', { name: 'Ja, herroepen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Herroepen kan niet meer voor deze aankoop.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bedenktijd' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Sluiten' });
    expect(screen.queryByRole('button', { name: /^Aankoop herroepen/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je transacties' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('offers nothing once the withdrawal period is over', async () => {
    const remote = await mountPayments('/transactions/7', [
      answer(endpoints.payments.payment, async () => aPaymentResponse(aPayment())),
    ]);
    await screen.findByRole('heading', { name: 'Betaling gelukt' });
    expect(screen.queryByRole('button', { name: /herroepen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bedenktijd' })).not.toBeInTheDocument();
    await remote.unmount();
  });
});
