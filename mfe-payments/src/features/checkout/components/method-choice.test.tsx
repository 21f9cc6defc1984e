import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { endpoints, PAYMENT_METHODS } from '@dating/shared-contracts/api';
import { aSessionUser, answer } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aMethod, anOffer } from '../../packages/testing/offer-fixtures';

const mount = (path: string) =>
  mountRemote(app, {
    remote: 'mfe-payments',
    path,
    user: aSessionUser(),
    api: [answer(endpoints.payments.offer, () => anOffer())],
  });

describe('method choice', () => {
  it('lists the methods of the offer for the package, keeping return_to', async () => {
    const remote = await mount('/credits/5?return_to=/chats/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kies een betaalmethode' }),
    ).toBeVisible();
    expect(screen.getByText(/^100 credits voor €\s15,00$/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Kies een betaalmethode' });
    const links = within(list).getAllByRole('link');
    const names = [
      'iDEAL',
      'Bancontact',
      'KBC/CBC-betaalknop',
      'Creditcard',
      'PayPal',
      'Automatische incasso',
    ];
    expect(links).toHaveLength(names.length);
    links.forEach((link, index) => expect(link).toHaveAccessibleName(names[index]));
    expect(within(list).getByRole('link', { name: 'iDEAL' })).toHaveAttribute(
      'href',
      '/credits/5/ideal?return_to=%2Fchats%2F12',
    );
    expect(within(list).getByRole('link', { name: 'Automatische incasso' })).toHaveAttribute(
      'href',
      '/directdebit?package=5&return_to=%2Fchats%2F12',
    );
    await remote.unmount();
  });

  it.each([
    [
      'nl',
      [
        'iDEAL',
        'Bancontact',
        'KBC/CBC-betaalknop',
        'Creditcard',
        'PayPal',
        'Apple Pay',
        'Bankoverschrijving',
        'Automatische incasso',
      ],
    ],
    [
      'en',
      [
        'iDEAL',
        'Bancontact',
        'KBC/CBC Payment Button',
        'Credit card',
        'PayPal',
        'Apple Pay',
        'Bank transfer',
        'Direct debit',
      ],
    ],
  ])(
    'shows each method with its own mark, named once by the method (%s)',
    async (locale, names) => {
      const methods = PAYMENT_METHODS.map((id) => aMethod(id));
      const remote = await mountRemote(app, {
        remote: 'mfe-payments',
        path: '/credits/5',
        locale,
        user: aSessionUser(),
        api: [answer(endpoints.payments.offer, () => anOffer({ methods }))],
      });

      const list = await screen.findByRole('list');
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(names.length);
      links.forEach((link, index) => {
        const name = names[index] ?? '';
        expect(link).toHaveAccessibleName(name);
        // The mark is the drawn image of that method, not letters, and carries the name.
        const mark = within(link).getByRole('img', { name });
        expect(mark.tagName).toBe('svg');
        expect(mark).toHaveAttribute('data-method', PAYMENT_METHODS[index]);
        expect(mark.querySelector('path, circle, rect')).not.toBeNull();
      });
      // No mark twice: each method's drawing is its own.
      const drawings = links.map((link) => within(link).getByRole('img').innerHTML);
      expect(new Set(drawings).size).toBe(drawings.length);
      await remote.unmount();
    },
  );

  it('goes on to the order form of the chosen method by keyboard', async () => {
    const remote = await mount('/credits/5');
    const user = userEvent.setup();

    const ideal = await screen.findByRole('link', { name: 'iDEAL' });
    ideal.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/credits/5/ideal');
    await remote.unmount();
  });

  it('sends direct debit to its own form, even when the method is in the URL', async () => {
    const remote = await mount('/credits/5/directdebit?return_to=/chats/12');

    await waitFor(() => expect(window.location.pathname).toBe('/directdebit'));
    expect(window.location.search).toBe('?package=5&return_to=%2Fchats%2F12');
    await remote.unmount();
  });

  it('shows a not-found state for a package that is not in the offer', async () => {
    const remote = await mount('/credits/99?return_to=/chats/12');

    expect(
      await screen.findByRole('heading', { name: 'Dit pakket bestaat niet (meer)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bekijk de pakketten' })).toHaveAttribute(
      'href',
      '/credits?return_to=%2Fchats%2F12',
    );
    await remote.unmount();
  });

  it('shows a not-found state for a method the offer does not have', async () => {
    const remote = await mount('/credits/5/applepay');

    expect(
      await screen.findByRole('heading', { name: 'Deze betaalmethode is hier niet beschikbaar' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute(
      'href',
      '/credits/5',
    );
    await remote.unmount();
  });
});
