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
  minimum_message_costs: {
    NL: { costs: 1.5, currency: 'EUR' },
    GB: { costs: 1.4, currency: 'GBP' },
  },
};
const settings = pricingFields as SiteSettings;

describe('pricing', () => {
  it('shows what each action costs, the minimum per message per country and the refund term', async () => {
    const remote = await mountRemote(app, {
      remote: 'mfe-payments',
      path: '/pricing',
      settings,
      api: [answer(endpoints.payments.offer, () => anOffer({ discount: null }))],
    });

    const credits = await screen.findByRole('table', { name: 'Wat kost wat?' });
    expect(
      within(credits).getByRole('row', { name: 'Een bericht sturen 5 credits' }),
    ).toBeInTheDocument();
    expect(
      within(credits).getByRole('row', { name: 'Een foto sturen 10 credits' }),
    ).toBeInTheDocument();
    expect(
      within(credits).getByRole('row', { name: 'Een cadeautje sturen 1 credit' }),
    ).toBeInTheDocument();

    const perCountry = screen.getByRole('table', { name: 'Minimale prijs per bericht' });
    expect(within(perCountry).getByRole('row', { name: /Nederland.*1,50/ })).toBeInTheDocument();
    expect(
      within(perCountry).getByRole('row', { name: /Verenigd Koninkrijk.*£.*1,40/ }),
    ).toBeInTheDocument();

    expect(screen.getByText(/tot 14 dagen na betaling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByText(/gratis credit/)).not.toBeInTheDocument();
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

  it('lists the packages of the offer with the price per credit, also for a visitor', async () => {
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
      'PakketPrijsPer credit',
      expect.stringMatching(/^50 credits€\s12,50€\s0,25$/),
      expect.stringMatching(/^100 credits · populair€\s20,00€\s0,20$/),
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
