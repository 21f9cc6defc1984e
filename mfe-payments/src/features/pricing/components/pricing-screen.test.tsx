import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { ApiError, type SiteSettings } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aPackage, anOffer } from '../../packages/testing/offer-fixtures';

// Only the fields the pricing page reads; the rest of the settings do not matter here.
const pricingFields: Partial<SiteSettings> = {
  name: 'Liefdevol',
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 1,
  signup_credits: 0,
  refund_days: 14,
  // As the API answers them: the lowest price of a message over each country's packages.
  minimum_message_costs: {
    NL: { costs: 0.83, currency: 'EUR' },
    GB: { costs: 0.73, currency: 'GBP' },
  },
};
const settings = pricingFields as SiteSettings;

// The Dutch packages as the server prices them: 5 credits a message, from € 0,83.
const dutchOffer = (discount = false) =>
  anOffer({
    discount: discount ? { code: 'TIMEBONUS25', percentage: 25, expires: null } : null,
    message_credits: 5,
    message_from_cents: 83,
    packages: [
      aPackage('1', { credits: 50, price_cents: 1250, amount_cents: discount ? 938 : 1250 }),
      aPackage('2', { credits: 300, price_cents: 5000, amount_cents: discount ? 3750 : 5000 }),
    ],
  });

describe('pricing', () => {
  it('states one price per message, in credits and in euros, that is the Dutch minimum', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      settings,
      api: [answer(endpoints.payments.offer, () => dutchOffer())],
    });

    const credits = await screen.findByRole('table', { name: 'Wat kost wat?' });
    expect(
      await within(credits).findByRole('row', {
        name: /^Een bericht sturen 5 credits, vanaf €\s0,83$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(credits).getByRole('row', { name: 'Een foto sturen 10 credits' }),
    ).toBeInTheDocument();
    expect(
      within(credits).getByRole('row', { name: 'Een cadeautje sturen 1 credit' }),
    ).toBeInTheDocument();

    // The country's price per message is the same "from" price, never a higher minimum.
    const perCountry = screen.getByRole('table', { name: 'Prijs per bericht per land' });
    expect(
      within(perCountry).getByRole('columnheader', { name: 'Per bericht vanaf' }),
    ).toBeVisible();
    expect(
      within(perCountry).getByRole('row', { name: /^Nederland €\s0,83$/ }),
    ).toBeInTheDocument();
    expect(
      within(perCountry).getByRole('row', { name: /^Verenigd Koninkrijk £\s?0,73$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/minimaal|minimale/i)).not.toBeInTheDocument();

    // Each package says what a message costs in it; the cheapest is the "from" price.
    const packages = screen.getByRole('table', { name: 'Pakketten' });
    expect(
      within(packages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PakketPrijsPer creditPer bericht',
      expect.stringMatching(/^50 credits€\s12,50€\s0,25€\s1,25$/),
      expect.stringMatching(/^300 credits€\s50,00€\s0,17€\s0,83$/),
    ]);

    expect(screen.getByText(/tot 14 dagen na betaling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByText(/gratis credit/)).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('says the same in English, and shows a discount on the price per message as a reduction', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      locale: 'en',
      settings,
      api: [answer(endpoints.payments.offer, () => dutchOffer(true))],
    });

    const credits = await screen.findByRole('table', { name: 'What does what cost?' });
    expect(
      await within(credits).findByRole('row', {
        name: /^Sending a message 5 credits, from €0\.83$/,
      }),
    ).toBeInTheDocument();
    const perCountry = screen.getByRole('table', { name: 'Price per message by country' });
    expect(
      within(perCountry).getByRole('row', { name: /^Netherlands €0\.83$/ }),
    ).toBeInTheDocument();
    const packages = screen.getByRole('table', { name: 'Packages' });
    expect(
      within(packages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PackagePricePer creditPer message',
      '50 credits€12.50€9.38€0.19€1.25€0.94',
      '300 credits€50.00€37.50€0.13€0.83€0.63',
    ]);
    await remote.unmount();
  });

  it('says so when the settings could not be loaded', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      settings: null,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De prijzen kunnen nu niet worden getoond.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('lists the packages of the offer with the price per credit and per message, also for a visitor', async () => {
    const offer = anOffer({
      discount: null,
      packages: [
        aPackage('4', { credits: 50, price_cents: 1250, amount_cents: 1250 }),
        aPackage('5', { credits: 100, price_cents: 2000, amount_cents: 2000, popular: true }),
      ],
    });
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      settings,
      user: null,
      api: [answer(endpoints.payments.offer, () => offer)],
    });

    const table = await screen.findByRole('table', { name: 'Pakketten' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PakketPrijsPer creditPer bericht',
      expect.stringMatching(/^50 credits€\s12,50€\s0,25€\s1,25$/),
      expect.stringMatching(/^100 credits · populair€\s20,00€\s0,20€\s1,00$/),
    ]);
    await remote.unmount();
  });

  it('keeps the other prices when the packages cannot be loaded', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      settings,
      api: [
        answer(endpoints.payments.offer, () => {
          throw new ApiError(503, { code: 'service_unavailable' });
        }),
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De pakketten kunnen nu niet worden getoond.',
    );
    expect(screen.getByRole('table', { name: 'Wat kost wat?' })).toBeInTheDocument();
    await remote.unmount();
  });
});
