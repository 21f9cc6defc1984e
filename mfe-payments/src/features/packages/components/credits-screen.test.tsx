import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { ApiError, type SessionUser } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aPackage, anOffer, setTimeBonus } from '../testing/offer-fixtures';

const mount = (
  path: string,
  offer = anOffer(),
  user: SessionUser | null = aSessionUser('Sanne', { credits: 7 }),
) =>
  mountRemote(app, {
    remote: 'mfe-payments',
    path,
    user,
    api: [answer(endpoints.payments.offer, () => offer)],
  });

describe('credits', () => {
  it('lists the packages with the popular tag, the discount badge, the struck list price and the price per credit and per message', async () => {
    const remote = await mount('/credits');

    expect(await screen.findByRole('heading', { level: 1, name: 'Credits kopen' })).toBeVisible();
    expect(screen.getByText('Je hebt nu 7 credits.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pakketten' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '50 credits',
      '100 credits',
      '250 credits',
    ]);
    const popular = screen.getByRole('article', { name: '100 credits' });
    expect(within(popular).getByText('Populair')).toBeInTheDocument();
    expect(within(popular).getByText('-25%')).toBeInTheDocument();
    expect(within(popular).getByText('25% korting')).toBeInTheDocument();
    const struck = within(popular)
      .getByText(/Oude prijs/)
      .closest('s')!;
    expect(struck).toHaveTextContent(/^Oude prijs €\s20,00$/);
    expect(struck).toHaveTextContent('Oude prijs');
    expect(within(popular).getByText(/^€\s15,00$/)).toBeInTheDocument();
    expect(
      within(popular).getByText(/^Laagste prijs in de 30 dagen hiervoor: €\s20,00$/),
    ).toBeInTheDocument();
    expect(within(popular).getByText(/€\s0,15 per credit/)).toBeInTheDocument();
    // What a message (5 credits) costs in this package, with the discount, as the API says.
    expect(within(popular).getByText(/€\s0,75 per bericht/)).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'Kies 100 credits' })).toHaveAttribute(
      'href',
      '/credits/5',
    );
    const small = screen.getByRole('article', { name: '50 credits' });
    expect(within(small).queryByText('Populair')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw bestellen' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
    expect(screen.getByRole('link', { name: 'Mijn betalingen' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await remote.unmount();
  });

  it('shows no badge and no struck price without a discount', async () => {
    const offer = anOffer({ discount: null });
    offer.packages = offer.packages.map((pkg) => ({
      ...pkg,
      amount_cents: pkg.price_cents,
      discount_percentage: 0,
    }));
    const remote = await mount('/credits', offer);

    const card = await screen.findByRole('article', { name: '100 credits' });
    expect(within(card).queryByText('-25%')).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).getByText(/^€\s20,00$/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Jouw korting' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('states a reduction against the lowest price of the 30 days before, never a higher one', async () => {
    const offer = anOffer({
      packages: [
        // Raised from 18 to 20 within the month: 15 is 17% below 18, not 25% below 20.
        aPackage('5', {
          credits: 100,
          price_cents: 2000,
          lowest_30d_cents: 1800,
          amount_cents: 1500,
          discount_percentage: 25,
        }),
        // Raised from 14 to 20: 15 is no reduction at all against 14.
        aPackage('6', {
          credits: 250,
          price_cents: 2000,
          lowest_30d_cents: 1400,
          amount_cents: 1500,
          discount_percentage: 25,
        }),
      ],
    });
    const remote = await mount('/credits', offer);
    const raised = await screen.findByRole('article', { name: '100 credits' });
    expect(within(raised).getByText('-17%')).toBeInTheDocument();
    expect(raised.querySelector('s')).toHaveTextContent(/^Oude prijs €\s18,00$/);
    expect(raised).not.toHaveTextContent('20,00');
    expect(
      within(raised).getByText(/^Laagste prijs in de 30 dagen hiervoor: €\s18,00$/),
    ).toBeInTheDocument();
    const none = screen.getByRole('article', { name: '250 credits' });
    expect(within(none).queryByText(/%/)).toBeNull();
    expect(none.querySelector('s')).toBeNull();
    expect(within(none).queryByText(/Laagste prijs/)).toBeNull();
    await remote.unmount();
  });

  it('shows the time bonus banner with the countdown the shell keeps', async () => {
    const remote = await mount('/credits');

    const banner = await screen.findByRole('region', { name: 'Jouw korting' });
    expect(banner).toHaveTextContent('25% korting');
    expect(within(banner).queryByRole('timer')).not.toBeInTheDocument();
    setTimeBonus(remote.props, { isVisible: true, hours: '03', minutes: '59', seconds: '08' });
    expect(within(banner).getByRole('timer')).toHaveTextContent('Nog 03:59:08 geldig');
    setTimeBonus(remote.props, { isVisible: true, hours: '03', minutes: '59', seconds: '07' });
    expect(within(banner).getByRole('timer')).toHaveTextContent('Nog 03:59:07 geldig');
    await remote.unmount();
  });

  it('shows a welcome discount with its end date and no countdown', async () => {
    const offer = anOffer({
      discount: { code: 'WELKOM25', percentage: 25, expires: '2026-03-01T14:00:00.000Z' },
    });
    const remote = await mount('/credits', offer);

    const banner = await screen.findByRole('region', { name: 'Jouw korting' });
    setTimeBonus(remote.props, { isVisible: true, hours: '01', minutes: '00', seconds: '00' });
    expect(banner).toHaveTextContent('Geldig tot 1 maart 2026');
    expect(within(banner).queryByRole('timer')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('carries return_to into every package link and offers the way back', async () => {
    const remote = await mount('/credits?return_to=/chats/12');

    const link = await screen.findByRole('link', { name: 'Kies 100 credits' });
    expect(link).toHaveAttribute('href', '/credits/5?return_to=%2Fchats%2F12');
    expect(screen.getByRole('link', { name: 'Terug naar waar je was' })).toHaveAttribute(
      'href',
      '/chats/12',
    );
    expect(screen.getByRole('link', { name: 'Opnieuw bestellen' })).toHaveAttribute(
      'href',
      '/credits/repeat-order?return_to=%2Fchats%2F12',
    );
    await remote.unmount();
  });

  it('ignores a return_to that leaves the site', async () => {
    const remote = await mount('/credits?return_to=//evil.example/x');

    expect(await screen.findByRole('link', { name: 'Kies 100 credits' })).toHaveAttribute(
      'href',
      '/credits/5',
    );
    expect(screen.queryByRole('link', { name: 'Terug naar waar je was' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says so when the packages cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits',
      user: aSessionUser(),
      api: [
        answer(endpoints.payments.offer, () => {
          calls += 1;
          if (calls === 1) throw new ApiError(503, { code: 'service_unavailable' });
          return anOffer();
        }),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De pakketten kunnen nu niet worden geladen.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Pakketten' })).toBeInTheDocument();
    expect(calls).toBe(2);
    await remote.unmount();
  });

  it('shows the packages to a visitor, without a balance or account links', async () => {
    const remote = await mount('/credits', anOffer({ discount: null }), null);

    expect(await screen.findByRole('list', { name: 'Pakketten' })).toBeInTheDocument();
    expect(screen.queryByText(/Je hebt nu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mijn betalingen' })).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('asks for the offer again when the time bonus ends, and shows what the API then offers', async () => {
    let calls = 0;
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/credits',
      user: aSessionUser(),
      api: [
        answer(endpoints.payments.offer, () => {
          calls += 1;
          return calls === 1
            ? anOffer()
            : anOffer({ discount: { code: 'WELKOM10', percentage: 10, expires: null } });
        }),
      ],
    });
    const banner = await screen.findByRole('region', { name: 'Jouw korting' });
    setTimeBonus(remote.props, { isVisible: true, hours: '00', minutes: '00', seconds: '01' });
    expect(banner).toHaveTextContent('25% korting');
    expect(calls).toBe(1);

    setTimeBonus(remote.props, { isVisible: false, hours: '00', minutes: '00', seconds: '00' });
    expect(await screen.findByText('10% korting')).toBeInTheDocument();
    expect(calls).toBe(2);
    await remote.unmount();
  });

  it('says so when there are no packages for the country', async () => {
    const remote = await mount('/credits', anOffer({ discount: null, packages: [] }));

    expect(
      await screen.findByText('Er zijn op dit moment geen pakketten voor jouw land.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pakketten' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle prijzen' })).toHaveAttribute('href', '/pricing');
    await remote.unmount();
  });
});
