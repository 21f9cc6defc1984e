import { screen, within } from '@testing-library/react';
import { mountRemote } from '@dating/platform/testing';
import { aSiteSettings, answer } from '@dating/shared-contracts/testing';
import { endpoints, type CompanyInfo } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const COMPANY: CompanyInfo = {
  name: 'Vonk Media BV',
  address: 'Herengracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Liefdevol'],
  vat_numbers: ['NL001234567B01'],
  support_phone: '020 999 99 99',
  delete_discount: 0,
  added: '2020-01-01 00:00:00',
};

const companyInfo = (overrides: Partial<CompanyInfo> = {}) =>
  answer(endpoints.site.companyInfo, async () => ({ companyinfo: { ...COMPANY, ...overrides } }));

function open(path: string, { locale = 'nl', added }: { locale?: string; added?: string } = {}) {
  return mountRemote(app, {
    remote: 'mfe-landers',
    path,
    locale,
    settings: aSiteSettings(),
    api: [companyInfo(added ? { added } : {})],
  });
}

describe('static pages', () => {
  it('shows the terms in Dutch with the company filled in, the version date and a table of contents', async () => {
    const remote = await open('/pages/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' }),
    ).toBeInTheDocument();
    // Company added before 2023-12-01: the terms keep that date.
    expect(screen.getByText('Versie van 1 december 2023')).toBeInTheDocument();
    expect(
      screen.getByText(/Vonk Media BV, gevestigd aan Herengracht 1, Amsterdam/),
    ).toBeInTheDocument();
    expect(screen.getByText(/btw-nummer NL001234567B01/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Inhoud van deze pagina' });
    expect(
      within(toc).getByRole('link', { name: '6. Credits, prijzen en betaling' }),
    ).toHaveAttribute('href', '#credits');
    expect(
      screen.getByRole('heading', { level: 2, name: '4. Wat Liefdevol je biedt' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'support@liefdevol.nl' })[0]).toHaveAttribute(
      'href',
      'mailto:support@liefdevol.nl',
    );
    expect(screen.getByRole('link', { name: '020-123 45 67' })).toHaveAttribute(
      'href',
      'tel:0201234567',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        'Liefdevol is een dienst van Vonk Media BV, Herengracht 1, Amsterdam. KvK-nummer 12345678.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\{|\]\(/);
    expect(document.title).toBe('Algemene voorwaarden | Liefdevol');
    await remote.unmount();
  });

  it('dates the terms from the day the company was added when that is later', async () => {
    const remote = await open('/pages/terms', { added: '2024-03-15 10:00:00' });
    expect(await screen.findByText('Versie van 15 maart 2024')).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows the English terms to an English reader, dated the English way', async () => {
    const remote = await open('/pages/terms', { locale: 'en', added: '2024-03-15' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Version of March 15, 2024')).toBeInTheDocument();
    expect(
      screen.getByText(/of Vonk Media BV, Herengracht 1, Amsterdam \(Nederland\), registered/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
    await remote.unmount();
  });

  it('shows the German terms to a German reader', async () => {
    const remote = await open('/pages/terms', { locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fassung vom 1. Dezember 2023')).toBeInTheDocument();
    expect(
      screen.getByText(/der Vonk Media BV, Herengracht 1, Amsterdam \(Nederland\), eingetragen/),
    ).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows a French reader the French text', async () => {
    const remote = await open('/pages/privacy', { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    await remote.unmount();
  });

  it('lists the real cookies in a table with headers', async () => {
    const remote = await open('/pages/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies van Liefdevol' });
    expect(within(table).getByRole('columnheader', { name: 'Bewaartermijn' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'i18n_redirected' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^sid Houdt je ingelogd.*30 dagen/ }),
    ).toBeInTheDocument();
    await remote.unmount();
  });

  it('answers the FAQ in disclosures a keyboard can open', async () => {
    const remote = await open('/pages/faq', { locale: 'en' });
    const question = await screen.findByText('Is signing up free?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')).not.toHaveAttribute('open');
    await remote.unmount();
  });

  it.each([
    ['nl', 'Wat zijn credits en wat kost een bericht?', /kost een bericht vanaf €\s0,83,/],
    ['en', 'What are credits and what does a message cost?', /a message costs from €0\.83,/],
  ])(
    'says in the FAQ what a message costs in money, the pricing page’s price (%s)',
    async (locale, question, answer) => {
      const remote = mountRemote(app, {
        remote: 'mfe-landers',
        path: '/pages/faq',
        locale,
        settings: aSiteSettings({
          message_credits: 5,
          countries: ['NL', 'BE'],
          geoip_country: 'NL',
          // As the API answers it: the lowest price of a message over the packages.
          minimum_message_costs: {
            BE: { costs: 0.83, currency: 'EUR' },
            NL: { costs: 0.83, currency: 'EUR' },
            GB: { costs: 0.73, currency: 'GBP' },
          },
        }),
        api: [companyInfo()],
      });
      const summary = await screen.findByText(question);
      const details = summary.closest('details');
      expect(details).toHaveTextContent(answer);
      expect(details).toHaveTextContent(/5 credits/);
      await (await remote).unmount();
    },
  );

  it.each([
    ['/algemene-voorwaarden', 'nl', 'Algemene voorwaarden'],
    ['/terms', 'nl', 'Algemene voorwaarden'],
    ['/privacy-policy', 'nl', 'Privacybeleid'],
    ['/veelgestelde-vragen', 'en', 'Frequently asked questions'],
    ['/RETOURBELEID', 'nl', 'Retourbeleid'],
    ['/agb', 'de', 'Allgemeine Geschäftsbedingungen'],
    ['/datenschutz', 'de', 'Datenschutzerklärung'],
  ])('serves %s by its token or alias (%s)', async (path, locale, heading) => {
    const remote = await open(path, { locale });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await remote.unmount();
  });

  it.each(['/bestaat-niet', '/pages/bestaat-niet'])(
    'answers %s with the same 404 page as the shell',
    async (path) => {
      const remote = await open(path);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Foutcode 404')).toBeInTheDocument();
      expect(
        within(alert).getByRole('heading', {
          level: 1,
          name: 'Deze pagina kon niet worden gevonden',
        }),
      ).toBeInTheDocument();
      expect(
        within(alert).getByRole('link', { name: 'Terug naar de startpagina' }),
      ).toHaveAttribute('href', '/');
      await remote.unmount();
    },
  );
});
