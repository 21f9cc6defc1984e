import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type CompanyInfo } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { Footer } from './footer';
import { knowCompanyInfo, useCompanyInfo } from './footer/company-info';
import { knowWrittenDay, useTermsDate } from './footer/terms-date';
import { aCompanyInfo, companyInfoAnswer } from '../testing/company-info';
import { aSiteSettings, renderWithShell } from '../testing/render-with-shell';

const anApi = (added: string) => strictApiClient([companyInfoAnswer({ added })]);

const footer = () => screen.getByRole('contentinfo');

beforeEach(() => window.history.pushState(null, '', '/'));

it('links every page of the footer and shows the Dutch disclaimer', async () => {
  await renderWithShell(<Footer />);
  const links = within(screen.getByRole('navigation', { name: 'Voettekst' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/pages/terms',
    '/pages/privacy',
    '/pages/cookies',
    '/pages/ban',
    '/pricing',
    '/complaints',
    '/pages/return-policy',
    '/pages/faq',
    '/pages/service',
  ]);
  expect(
    screen.getByText('Deze website is alleen bedoeld voor volwassenen (18+).'),
  ).toBeInTheDocument();
});

it('invites a visitor to sign up', async () => {
  const { events } = await renderWithShell(<Footer />);
  expect(footer()).toHaveAttribute('data-variant', 'visitor');
  await userEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));
  expect(events).toContainEqual({ type: 'modal/signup-requested' });
  // A visitor has bought nothing to withdraw from.
  expect(screen.queryByRole('link', { name: 'Aankoop herroepen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Contracten hier opzeggen' })).not.toBeInTheDocument();
});

it('is full on the home page for a member and compact elsewhere', async () => {
  const settings = aSiteSettings({ name: 'Herzlich' });
  const { unmount } = await renderWithShell(<Footer />, { user: aSessionUser(), settings });
  expect(footer()).toHaveAttribute('data-variant', 'member');
  expect(screen.getByText('Herzlich', { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
  // A member can withdraw from a purchase from every page.
  expect(screen.getByRole('link', { name: 'Aankoop herroepen' })).toHaveAttribute(
    'href',
    '/transactions',
  );
  // And cancel what renews, from every page too.
  expect(screen.getByRole('link', { name: 'Contracten hier opzeggen' })).toHaveAttribute(
    'href',
    '/transactions#contracts',
  );
  unmount();
  window.history.pushState(null, '', '/members');
  await renderWithShell(<Footer />, { user: aSessionUser(), settings });
  expect(footer()).toHaveAttribute('data-variant', 'compact');
  expect(screen.queryByText('Herzlich', { exact: false })).not.toBeInTheDocument();
});

it('is compact in installed-app mode', async () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true });
  await renderWithShell(<Footer />);
  expect(footer()).toHaveAttribute('data-variant', 'compact');
  delete (window as Partial<Window>).matchMedia;
});

it('calls support on the phone number without dashes and spaces', async () => {
  await renderWithShell(<Footer />, {
    settings: aSiteSettings({ support_phone: '020-123 45 67' }),
  });
  const phone = screen.getByRole('link', { name: 'Bel de klantenservice: 020-123 45 67' });
  expect(phone).toHaveAttribute('href', 'tel:0201234567');
});

it('dates the terms 2023-12-01 when the company info is unavailable', async () => {
  const logged = expectConsoleError('[shell] company info unavailable');
  await renderWithShell(<Footer />, {
    api: strictApiClient([
      answer(endpoints.site.companyInfo, () => Promise.reject(new Error('down'))),
    ]),
  });
  expect(logged).toHaveLength(1);
  expect(
    await screen.findByText('Versie algemene voorwaarden: 1 december 2023', { exact: false }),
  ).toBeInTheDocument();
});

it('dates the terms from the company when it was added later', async () => {
  const api = anApi('2024-06-10 12:00:00');
  await renderWithShell(<Footer />, { api });
  expect(
    await screen.findByText('Versie algemene voorwaarden: 10 juni 2024', { exact: false }),
  ).toBeInTheDocument();
  expect(api.count(endpoints.site.companyInfo)).toBe(1);
});

it('writes the terms day out the way the page language writes dates', async () => {
  await renderWithShell(<Footer />, { locale: 'de', api: anApi('2025-03-04 09:00:00') });
  expect(await screen.findByText(/4\. März 2025/)).toBeInTheDocument();
  expect(screen.queryByText(/2025-03-04/)).not.toBeInTheDocument();
});

it('shows the plain terms day in the first render and the written-out one a moment later', async () => {
  // Rendered synchronously, so no task can run between the render and the first look (the
  // footer's own render awaits the shell's providers, in which the task may already run).
  const { result } = renderHook(() => useTermsDate('2025-03-05', 'de'));
  expect(result.current).toBe('2025-03-05');
  await waitFor(() => expect(result.current).toBe('5. März 2025'));
});

it('shows the company and the terms day the server wrote into the page, asking for neither', async () => {
  const api = strictApiClient([]);
  knowCompanyInfo(api, aCompanyInfo({ added: '2024-06-11 12:00:00' }));
  knowWrittenDay({ locale: 'nl', day: '2024-06-11', text: '11 juni 2024' });
  // The first render already has the company: no day is written out before it comes.
  const firstSeen: (CompanyInfo | null)[] = [];
  function FirstCompany() {
    firstSeen.push(useCompanyInfo());
    return null;
  }
  await renderWithShell(
    <>
      <FirstCompany />
      <Footer />
    </>,
    { api },
  );
  expect(firstSeen[0]?.name).toBe('Vonk Media BV');
  expect(
    screen.getByText('Versie algemene voorwaarden: 11 juni 2024', { exact: false }),
  ).toBeInTheDocument();
  expect(api.count(endpoints.site.companyInfo)).toBe(0);
});

it("keeps the server's writing of a day in the same language", async () => {
  // The server's and the browser's date data may write a day differently: the page keeps one.
  knowWrittenDay({ locale: 'de', day: '2025-03-07', text: 'den 7. März 2025' });
  const { result } = renderHook(() => useTermsDate('2025-03-07', 'de'));
  expect(result.current).toBe('den 7. März 2025');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toBe('den 7. März 2025');
});

it('adds the English US footer for a visitor, whatever the site country and language', async () => {
  await renderWithShell(<Footer />, {
    settings: aSiteSettings({ geoip_country: 'NL' }),
    api: anApi('2020-01-01'),
  });
  const us = await screen.findByRole('region', { name: 'United States' });
  expect(us).toHaveAttribute('lang', 'en');
  expect(
    await within(us).findByText(/operated by Vonk Media BV, Herengracht 1, Amsterdam/),
  ).toBeInTheDocument();
  expect(within(us).getByText(/18 years of age or older/)).toBeInTheDocument();
  // Beside it, the disclaimer in the page's language.
  expect(
    screen.getByText('Deze website is alleen bedoeld voor volwassenen (18+).'),
  ).toBeInTheDocument();
});

it('keeps the English US footer in the compact footer of a member, beside French texts', async () => {
  window.history.pushState(null, '', '/members');
  await renderWithShell(<Footer />, {
    locale: 'fr',
    user: aSessionUser(),
    settings: aSiteSettings({ geoip_country: 'BE' }),
  });
  expect(footer()).toHaveAttribute('data-variant', 'compact');
  const us = screen.getByRole('region', { name: 'United States' });
  expect(us).toHaveAttribute('lang', 'en');
  expect(within(us).getByText(/18 years of age or older/)).toBeInTheDocument();
  expect(screen.getByText('Ce site est réservé aux adultes (18 ans et plus).')).toBeInTheDocument();
  expect(
    screen.getByText(/Version des conditions générales : 1 décembre 2023/),
  ).toBeInTheDocument();
});
