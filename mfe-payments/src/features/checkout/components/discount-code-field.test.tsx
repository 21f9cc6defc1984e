import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type CreatePaymentBody } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import { providerPage } from '../lib/provider-page';
import {
  CHECKOUT_URL,
  consent,
  mountCheckout as mount,
  refusal,
} from '../testing/checkout-test-kit';
import { aPaymentResponse } from '../testing/payment-fixtures';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(providerPage, 'open').mockImplementation(() => undefined);
});
afterEach(() => open.mockRestore());

describe('discount code at checkout', () => {
  it.each([
    [404, 'code_not_found', 'Code niet gevonden'],
    [409, 'code_used', 'Code reeds gebruikt'],
    [422, 'code_invalid', 'Code ongeldig'],
  ])('shows the API refusal %s of a discount code: %s', async (status, code, message) => {
    const queries: unknown[] = [];
    const remote = await mount('/credits/5/ideal', [
      answer(endpoints.payments.discountCode, ({ query }) => {
        queries.push(query);
        throw refusal(status, code);
      }),
    ]);
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('textbox', { name: 'Heb je een kortingscode?' }),
      'ZOMER',
    );
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Heb je een kortingscode?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(queries).toEqual([{ code: 'ZOMER' }]);
    expect(screen.getByRole('button', { name: /^Nu betalen €\s15,00$/ })).toBeInTheDocument();
    await remote.unmount();
  });

  it('applies an accepted code as an estimate and sends the code, never an amount', async () => {
    const bodies: CreatePaymentBody[] = [];
    const remote = await mount('/credits/5/ideal', [
      answer(endpoints.payments.discountCode, () => ({
        discountcode: {
          code: 'ZOMER10',
          country: 'NL',
          user_id: null,
          expires: null,
          value_percentage: 10,
          percentage: 10,
          currency: 'EUR',
          minimum_order_value: 0,
          minimum: 0,
          status: 'active',
          validity: null,
          expired: false,
          paymentmethods: [],
        },
      })),
      answer(endpoints.payments.createPayment, ({ body }) => {
        bodies.push(body);
        return aPaymentResponse('77', CHECKOUT_URL);
      }),
    ]);
    const user = userEvent.setup();

    const field = await screen.findByRole('textbox', { name: 'Heb je een kortingscode?' });
    await user.type(field, 'zomer10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Code ZOMER10: 10% korting.');
    const summary = screen.getByRole('region', { name: 'Je bestelling' });
    expect(summary).toHaveTextContent(/Kortingscode ZOMER1010%Totaal \(schatting\)€\s18,00/);
    expect(summary).toHaveTextContent('Het definitieve bedrag berekenen wij bij het betalen');
    await consent(user);
    await user.click(screen.getByRole('button', { name: /^Nu betalen €\s18,00$/ }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      package_id: '5',
      method: 'ideal',
      discount_code: 'ZOMER10',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      consent_immediate: true,
      consent_withdrawal_terms: true,
    });
    await remote.unmount();
  });
});
