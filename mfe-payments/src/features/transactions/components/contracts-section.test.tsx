import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractsEndpoints, endpoints, type Contract } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import { mountPayments } from '../testing/payment-fixtures';

const running: Contract = {
  id: '31',
  method: 'directdebit',
  label: 'NL** **** **** 4300',
  since: '2026-10-01T10:00:00.000Z',
  cancelled_at: null,
};

describe('the cancellation button on /transactions', () => {
  it('cancels a running mandate in two steps and says when', async () => {
    let stored = running;
    const cancels: string[] = [];
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({ transactions: [] })),
      answer(contractsEndpoints.list, async () => ({ contracts: [stored] })),
      answer(contractsEndpoints.cancel, async ({ body }) => {
        cancels.push(body.contract_id);
        stored = { ...stored, cancelled_at: '2026-11-29T13:05:00.000Z' };
        return { contract: stored };
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Contracten hier opzeggen' });
    expect(await within(section).findByText(/NL\*\* \*\*\*\* \*\*\*\* 4300/)).toBeInTheDocument();
    expect(section).toHaveTextContent('Sinds 1 oktober 2026');

    await userEvent.click(
      within(section).getByRole('button', { name: 'Machtiging NL** **** **** 4300 opzeggen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Opzegging bevestigen' });
    expect(dialog).toHaveTextContent('Automatische incasso (NL** **** **** 4300)');
    // The first step alone cancels nothing.
    expect(cancels).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nu opzeggen' }));

    await waitFor(() => expect(cancels).toEqual(['31']));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      /Opgezegd op 29 november 2026 om \d\d:05\. We hebben je een bevestiging gemaild\./,
    );
    // The list shows it cancelled too, without its button.
    const item = await within(section).findByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent('Opgezegd op 29 november 2026'));
    expect(within(section).queryByRole('button', { name: /opzeggen/ })).toBeNull();
    await remote.unmount();
  });

  it('keeps the mandate on "Niet opzeggen", and says when there is none', async () => {
    const remote = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({ transactions: [] })),
      answer(contractsEndpoints.list, async () => ({ contracts: [running] })),
    ]);
    const section = await screen.findByRole('region', { name: 'Contracten hier opzeggen' });
    await userEvent.click(await within(section).findByRole('button', { name: /opzeggen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Niet opzeggen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(section).not.toHaveTextContent('Opgezegd');
    await remote.unmount();

    const empty = await mountPayments('/transactions', [
      answer(endpoints.payments.transactions, async () => ({ transactions: [] })),
    ]);
    expect(await screen.findByText('Je hebt geen lopende machtigingen.')).toBeInTheDocument();
    await empty.unmount();
  });
});
