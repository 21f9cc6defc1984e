import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import type { SiteSettings } from '@dating/shared-contracts';
import * as app from '../../../app';

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
    const remote = await mountRemote(app, { remote: 'mfe-payments', path: '/pricing', settings });

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
});
