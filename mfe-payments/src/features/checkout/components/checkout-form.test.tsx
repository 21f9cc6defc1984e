import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { endpoints, type CreatePaymentBody } from '@dating/shared-contracts/api';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { anOffer } from '../../packages/testing/offer-fixtures';
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

describe('checkout form', () => {
  it('summarises the order and says the iDEAL bank is chosen on the iDEAL page', async () => {
    const remote = await mount('/credits/5/ideal');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' }),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Je bestelling' });
    expect(summary).toHaveTextContent(/Credits100Prijs€\s20,00Korting25%Totaal€\s15,00/);
    expect(screen.getByText('Je kiest je bank op de iDEAL-pagina.')).toBeInTheDocument();
    // No conversation with a fictional profile: nothing to say about them.
    expect(screen.queryByText(/fictie/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Kies je bank' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Nu betalen €\s15,00$/ })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Lees ons retourbeleid/ })).toHaveAttribute(
      'href',
      '/pages/return-policy',
    );
    await remote.unmount();
  });

  it('says before paying how many of the member\u2019s conversations are with fictional profiles', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits/5/ideal',
      user: aSessionUser(),
      api: [answer(endpoints.payments.offer, () => ({ ...anOffer(), fictional_conversations: 2 }))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Je hebt 2 gesprekken met fictieve profielen. Daar schrijven medewerkers van deze site de berichten, geen echte leden.',
    );
    await remote.unmount();
  });

  it('asks for a bank only where the method has banks to choose', async () => {
    const remote = await mount('/credits/5/kbc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betalen met KBC/CBC-betaalknop' }),
    ).toBeVisible();
    const bank = screen.getByRole('combobox', { name: 'Kies je bank' });
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kies…', 'KBC', 'CBC']);
    expect(screen.queryByText(/iDEAL-pagina/)).not.toBeInTheDocument();
    await remote.unmount();

    const bancontact = await mount('/credits/5/bancontact');
    await screen.findByRole('heading', { level: 1, name: 'Betalen met Bancontact' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await bancontact.unmount();

    const card = await mount('/credits/5/creditcard');
    await screen.findByRole('heading', { level: 1, name: 'Betalen met Creditcard' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/iDEAL-pagina/)).not.toBeInTheDocument();
    await card.unmount();
  });

  it('does not order before both statements are ticked', async () => {
    const bodies: CreatePaymentBody[] = [];
    const remote = await mount('/credits/5/ideal', [
      answer(endpoints.payments.createPayment, ({ body }) => {
        bodies.push(body);
        return aPaymentResponse('77', CHECKOUT_URL);
      }),
    ]);
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: /^Nu betalen/ });

    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vink beide verklaringen aan om te betalen.',
    );
    const [immediate, terms] = screen.getAllByRole('checkbox');
    expect(immediate).toHaveFocus();
    expect(immediate).toHaveAccessibleDescription('Vink beide verklaringen aan om te betalen.');
    await user.click(immediate!);
    await user.click(pay);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.click(terms!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Je gaat naar de betaalpagina…');
    expect(pay).toBeDisabled();
    await remote.unmount();
  });

  it('keeps the ticked statements when the session changes under the form', async () => {
    // The member's session arrives after the form, or becomes "paid" after a purchase: the
    // offer is asked again for the new session, and the form stays as the member left it.
    let offers = 0;
    const bodies: CreatePaymentBody[] = [];
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits/5/ideal',
      user: aSessionUser(),
      api: [
        answer(endpoints.payments.offer, () => {
          offers += 1;
          return anOffer();
        }),
        answer(endpoints.payments.createPayment, ({ body }) => {
          bodies.push(body);
          return aPaymentResponse('77', CHECKOUT_URL);
        }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Nu betalen/ });
    await consent(user);

    act(() => remote.user$.next({ ...remote.user$.value!, paid_user: true }));
    await waitFor(() => expect(offers).toBe(2));
    expect(screen.getByRole('checkbox', { name: /uitdrukkelijk/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /naar rato terug/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toHaveLength(1);
    await remote.unmount();
  });

  it('carries return_to and the chosen bank into the request, and asks for the bank first', async () => {
    const bodies: CreatePaymentBody[] = [];
    const remote = await mount('/credits/5/kbc?return_to=/chats/12', [
      answer(endpoints.payments.createPayment, ({ body }) => {
        bodies.push(body);
        return aPaymentResponse('77', CHECKOUT_URL, { method: 'kbc' });
      }),
    ]);
    const user = userEvent.setup();
    const bank = await screen.findByRole('combobox', { name: 'Kies je bank' });
    await consent(user);

    await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
    expect(bank).toHaveFocus();
    expect(bank).toHaveAccessibleDescription('Kies je bank om verder te gaan.');
    expect(bodies).toHaveLength(0);

    await user.selectOptions(bank, 'CBC');
    await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodies).toEqual([
      {
        package_id: '5',
        method: 'kbc',
        issuer: 'cbc',
        idempotency_key: expect.any(String),
        return_to: '/chats/12',
        consent_immediate: true,
        consent_withdrawal_terms: true,
      },
    ]);
    await remote.unmount();
  });

  it.each([
    [503, 'payment_provider_unavailable', 'De betaaldienst is even niet bereikbaar.'],
    [422, 'method_unavailable', 'Deze betaalmethode is hier niet beschikbaar. Kies een andere.'],
    [422, 'consent_required', 'Bevestig beide verklaringen om te betalen.'],
  ])(
    'shows a refusal %s %s with a way out, keeps what was typed, and tries again as a new purchase',
    async (status, code, message) => {
      const bodies: CreatePaymentBody[] = [];
      const remote = await mount('/credits/5/ideal?return_to=/chats/12', [
        answer(endpoints.payments.createPayment, ({ body }) => {
          bodies.push(body);
          if (bodies.length === 1) throw refusal(status, code);
          return aPaymentResponse('77', CHECKOUT_URL);
        }),
      ]);
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: /kortingscode/ }), 'TYPO');
      await consent(user);

      await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('link', { name: 'Terug naar de pakketten' })).toHaveAttribute(
        'href',
        '/credits?return_to=%2Fchats%2F12',
      );
      expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute(
        'href',
        '/credits/5?return_to=%2Fchats%2F12',
      );
      expect(screen.getByRole('textbox', { name: /kortingscode/ })).toHaveValue('TYPO');
      expect(
        screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked),
      ).toBe(true);
      expect(open).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
      expect(bodies).toHaveLength(2);
      // The server refused; the same key would answer that refusal's payment, not a new one.
      expect(bodies[1]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
      // A code that was typed but never accepted is not sent.
      expect(bodies[1]).not.toHaveProperty('discount_code');
      await remote.unmount();
    },
  );

  it.each([
    [0, 'network_error', 'Geen verbinding met de server.'],
    [502, 'bad_gateway', 'Er is een fout opgetreden, probeer het later opnieuw.'],
  ])(
    're-sends the same key when the outcome is unknown (%s %s), so a retry cannot pay twice',
    async (status, code, message) => {
      const bodies: CreatePaymentBody[] = [];
      const remote = await mount('/credits/5/ideal', [
        answer(endpoints.payments.createPayment, ({ body }) => {
          bodies.push(body);
          if (bodies.length === 1) throw refusal(status, code);
          return aPaymentResponse('77', CHECKOUT_URL);
        }),
      ]);
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' });
      await consent(user);

      await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL));
      expect(bodies).toHaveLength(2);
      expect(bodies[1]!.idempotency_key).toBe(bodies[0]!.idempotency_key);
      await remote.unmount();
    },
  );

  it('opens the status page when nothing is left to do at the provider', async () => {
    const remote = await mount('/credits/5/creditcard', [
      answer(endpoints.payments.createPayment, () =>
        aPaymentResponse('77', null, { method: 'creditcard', status: 'completed' }),
      ),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Betalen met Creditcard' });
    await consent(user);

    await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/transactions/77'));
    expect(open).not.toHaveBeenCalled();
    await remote.unmount();
  });

  it('uses a new key on a new visit of the screen', async () => {
    const keys: string[] = [];
    const stub = answer(endpoints.payments.createPayment, ({ body }) => {
      keys.push(body.idempotency_key);
      return aPaymentResponse('77', CHECKOUT_URL);
    });
    for (let visit = 0; visit < 2; visit += 1) {
      const remote = await mount('/credits/5/ideal', [stub]);
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' });
      await consent(user);
      await user.click(screen.getByRole('button', { name: /^Nu betalen/ }));
      await waitFor(() => expect(keys).toHaveLength(visit + 1));
      await remote.unmount();
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks a visitor to log in instead of offering to pay', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits/5/ideal',
      user: null,
      api: [answer(endpoints.payments.offer, () => anOffer({ discount: null }))],
    });

    expect(await screen.findByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Nu betalen/ })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it("speaks the member's language, with the German consent wording", async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits/5/ideal',
      locale: 'de',
      user: aSessionUser('Sanne', { language: 'de' }),
      api: [answer(endpoints.payments.offer, () => anOffer())],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bezahlen mit iDEAL' }),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', {
        name: /Ich verlange ausdrücklich, dass die Dienstleistung sofort nach der Zahlung/,
      }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /innerhalb von 14 Tagen widerrufen/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Deine Bank wählst du auf der iDEAL-Seite.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Jetzt bezahlen 15,00\s€$/ })).toBeInTheDocument();
    await remote.unmount();
  });
});
