import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  consentTexts,
  endpoints,
  type CreditsOfferResponse,
  type DirectDebitBody,
} from '@dating/shared-contracts/api';
import {
  aSiteSettings,
  anApiError,
  answer,
  type EndpointStub,
  type StrictApiClient,
} from '@dating/shared-contracts/testing';
import {
  aPayment,
  aPaymentResponse,
  mountPayments,
} from '../../transactions/testing/payment-fixtures';

const VALID_IBAN = 'NL91ABNA0417164300';

const offer: CreditsOfferResponse = {
  country: 'NL',
  currency: 'EUR',
  packages: [
    {
      id: '3',
      credits: 250,
      price_cents: 3333,
      amount_cents: 2500,
      currency: 'EUR',
      popular: true,
      discount_percentage: 25,
      message_price_cents: 67,
      message_amount_cents: 50,
    },
    {
      id: '2',
      credits: 100,
      price_cents: 1250,
      amount_cents: 1250,
      currency: 'EUR',
      popular: false,
      discount_percentage: 0,
      message_price_cents: 63,
      message_amount_cents: 63,
    },
  ],
  message_credits: 5,
  message_from_cents: 63,
  methods: [],
  discount: { code: 'TIMEBONUS25', percentage: 25, expires: null },
};
const offerOk = answer(endpoints.payments.offer, async () => offer);
const codeSent = answer(endpoints.payments.directDebit, async () => ({
  request_id: '41',
  phone_hint: '+31 6 •••• 5678',
  expires_at: '2026-11-25T10:10:00.000Z',
}));

const texts = consentTexts('nl');

function mountForm(path: string, api: readonly EndpointStub[]) {
  return mountPayments(path, api, { settings: aSiteSettings({ name: 'Liefdevol' }) });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillForm(user: User, { iban = VALID_IBAN, phone = '06 1234 5678' } = {}) {
  await user.type(screen.getByLabelText('Naam rekeninghouder'), 'S. de Vries');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.type(screen.getByLabelText('Straat'), 'Oudegracht');
  await user.type(screen.getByLabelText('Huisnummer'), '12a');
  await user.type(screen.getByLabelText('Postcode'), '3511 AB');
  await user.type(screen.getByLabelText('Plaats'), 'Utrecht');
  await user.type(screen.getByLabelText('Mobiel nummer'), phone);
  await user.click(screen.getByRole('checkbox', { name: /Ik machtig Liefdevol/ }));
  await user.click(screen.getByRole('checkbox', { name: texts.immediate }));
  await user.click(screen.getByRole('checkbox', { name: texts.withdrawalTerms }));
}

const posted = (remote: { props: { api: unknown } }, path: string) =>
  (remote.props.api as StrictApiClient).calls
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);

describe('direct-debit form', () => {
  it('leads to the packages without a package', async () => {
    const remote = await mountForm('/directdebit', []);
    expect(await screen.findByRole('link', { name: 'Naar de pakketten' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('shows the package at the server price and formats the IBAN as typed, checking it when the field is left', async () => {
    const remote = await mountForm('/directdebit?package=3', [offerOk]);
    const user = userEvent.setup();

    const summary = await screen.findByRole('region', { name: 'Je bestelling' });
    expect(summary).toHaveTextContent(/250 credits voor € 25,00/);
    expect(summary).toHaveTextContent(/Met 25% korting \(normale prijs € 33,33\)/);

    const iban = screen.getByLabelText('IBAN');
    await user.type(iban, 'nl91abna0417164301');
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 01');
    expect(iban).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(/Dit IBAN klopt niet/);
    await user.clear(iban);
    await user.type(iban, VALID_IBAN);
    expect(iban).not.toHaveAttribute('aria-invalid');
    // An empty field left on the way through is not an error yet.
    await user.click(screen.getByLabelText('Straat'));
    await user.tab();
    expect(screen.getByLabelText('Straat')).not.toHaveAttribute('aria-invalid');
    await remote.unmount();
  });

  it('sends nothing while something is missing, and says what next to each field', async () => {
    const remote = await mountForm('/directdebit?package=3', [offerOk]);
    const user = userEvent.setup();
    await screen.findByLabelText('IBAN');

    await user.click(screen.getByRole('button', { name: 'Sms-code aanvragen' }));
    expect(screen.getByLabelText('Naam rekeninghouder')).toHaveFocus();
    expect(screen.getByLabelText('Plaats')).toHaveAccessibleDescription('Vul dit veld in.');
    expect(
      screen.getByText('Geef de machtiging om met automatische incasso te betalen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vink beide verklaringen aan om te kunnen betalen.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobiel nummer'), '12');
    expect(screen.getByLabelText('Mobiel nummer')).toHaveAccessibleDescription(
      /Dit mobiele nummer klopt niet/,
    );
    expect(posted(remote, '/api/directdebit.php')).toEqual([]);
    await remote.unmount();
  });

  it('sends the form, asks for the SMS code and confirms it, then shows the payment', async () => {
    const remote = await mountForm('/directdebit?package=3&return_to=/chats/12', [
      offerOk,
      codeSent,
      answer(endpoints.payments.confirmDirectDebit, async () =>
        aPaymentResponse(
          aPayment({ id: '77', method: 'directdebit', status: 'pending', completed_at: null }),
        ),
      ),
      answer(endpoints.payments.payment, async () =>
        aPaymentResponse(
          aPayment({ id: '77', method: 'directdebit', status: 'pending', completed_at: null }),
        ),
      ),
    ]);
    const user = userEvent.setup();
    await screen.findByLabelText('IBAN');
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Sms-code aanvragen' }));
    expect(
      await screen.findByText('We stuurden een code naar +31 6 •••• 5678.'),
    ).toBeInTheDocument();
    const [body] = posted(remote, '/api/directdebit.php') as DirectDebitBody[];
    expect(body).toEqual({
      package_id: '3',
      account_holder: 'S. de Vries',
      iban: VALID_IBAN,
      street: 'Oudegracht',
      house_number: '12a',
      postcode: '3511 AB',
      city: 'Utrecht',
      phone: '06 1234 5678',
      mandate: true,
      consent_immediate: true,
      consent_withdrawal_terms: true,
      discount_code: 'TIMEBONUS25',
      return_to: '/chats/12',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });

    const codeField = screen.getByLabelText('Sms-code');
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField, '12a3456789');
    expect(codeField).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));

    expect(
      await screen.findByRole('heading', { name: 'Betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/transactions/77');
    expect(posted(remote, '/api/directdebit-confirm.php')).toEqual([
      { request_id: '41', code: '123456' },
    ]);
    await remote.unmount();
  });

  it.each([
    ['account_blocked', 'Betalen met deze rekening is niet mogelijk.'],
    ['phone_blocked', 'Betalen met dit telefoonnummer is niet mogelijk.'],
    ['directdebit_limit', 'Je limiet voor automatische incasso is bereikt.'],
  ])(
    'says %s with the shared text, offers another method and keeps what was typed',
    async (code, text) => {
      const remote = await mountForm('/directdebit?package=3', [
        offerOk,
        answer(endpoints.payments.directDebit, async () => {
          throw anApiError(403, code);
        }),
      ]);
      const user = userEvent.setup();
      await screen.findByLabelText('IBAN');
      await fillForm(user);

      await user.click(screen.getByRole('button', { name: 'Sms-code aanvragen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute(
        'href',
        '/credits/3',
      );
      expect(screen.getByLabelText('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
      expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
      expect(screen.getByRole('checkbox', { name: /Ik machtig/ })).toBeChecked();
      await remote.unmount();
    },
  );

  it.each([
    ['phone', 'phone_invalid', 'Mobiel nummer', /Dit mobiele nummer klopt niet/],
    ['iban', 'iban_invalid', 'IBAN', /Dit IBAN klopt niet/],
  ])('shows the server refusal of %s next to its field', async (field, code, label, text) => {
    const remote = await mountForm('/directdebit?package=3', [
      offerOk,
      answer(endpoints.payments.directDebit, async () => {
        throw Object.assign(anApiError(400, code), { fields: [{ field, messageKey: code }] });
      }),
    ]);
    const user = userEvent.setup();
    await screen.findByLabelText('IBAN');
    await fillForm(user, { phone: '0612345678' });

    await user.click(screen.getByRole('button', { name: 'Sms-code aanvragen' }));
    const input = screen.getByLabelText(label);
    await waitFor(() => expect(input).toHaveAccessibleDescription(text));
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Typing again takes the server's refusal away (the browser's own check of the value stays).
    await user.type(input, '9');
    if (field === 'phone') expect(input).not.toHaveAttribute('aria-invalid');
    await remote.unmount();
  });

  it('says a wrong code next to the field; an expired one offers a new code under a new key', async () => {
    let requests = 0;
    const remote = await mountForm('/directdebit?package=2', [
      offerOk,
      answer(endpoints.payments.directDebit, async () => {
        requests += 1;
        return {
          request_id: String(40 + requests),
          phone_hint: '+31 6 •••• 5678',
          expires_at: '2026-11-25T10:10:00.000Z',
        };
      }),
      answer(endpoints.payments.confirmDirectDebit, async ({ body }) => {
        if (body.request_id === '41' && body.code === '111111') {
          throw anApiError(400, 'sms_code_invalid', { attempts_left: 3 });
        }
        throw anApiError(400, 'sms_code_expired');
      }),
    ]);
    const user = userEvent.setup();
    await screen.findByLabelText('IBAN');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sms-code aanvragen' }));

    const codeField = await screen.findByLabelText('Sms-code');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    expect(codeField).toHaveAccessibleDescription(/^Vul de 6 cijfers van de code in\./);
    await user.type(codeField, '111111');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    await waitFor(() =>
      expect(codeField).toHaveAccessibleDescription(
        /^Deze sms-code klopt niet\. Je kunt het nog 3 keer proberen\./,
      ),
    );

    await user.clear(codeField);
    await user.type(codeField, '222222');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze sms-code is verlopen. Vraag een nieuwe aan.',
    );

    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe code' }));
    expect(
      await screen.findByText('We stuurden een nieuwe code naar +31 6 •••• 5678.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sms-code')).toHaveValue('');
    const bodies = posted(remote, '/api/directdebit.php') as DirectDebitBody[];
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
    expect({ ...bodies[1], idempotency_key: '' }).toEqual({ ...bodies[0], idempotency_key: '' });
    // No discount on a package without one.
    expect(bodies[0]).not.toHaveProperty('discount_code');

    await user.click(screen.getByRole('button', { name: 'Gegevens wijzigen' }));
    expect(screen.getByLabelText('Naam rekeninghouder')).toHaveValue('S. de Vries');
    await remote.unmount();
  });
});
