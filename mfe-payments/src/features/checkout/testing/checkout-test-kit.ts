// Mounting the checkout with a test's answers, and the steps every order takes.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import { ApiError } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { anOffer } from '../../packages/testing/offer-fixtures';

export const CHECKOUT_URL = 'https://pay.example/checkout/tr_1';

/** The remote at `path` for a member, the offer answered, and what else the test answers. */
export const mountCheckout = (path: string, stubs: EndpointStub[] = []) =>
  mountRemote(app, {
    remote: 'mfe-payments',
    path,
    user: aSessionUser(),
    api: [answer(endpoints.payments.offer, () => anOffer()), ...stubs],
  });

/** An API refusal as the shell's client throws it. */
export const refusal = (status: number, code: string) =>
  new ApiError(status, { code, messageKey: code });

/** Ticks both statements of the order form. */
export async function consent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /uitdrukkelijk/ }));
  await user.click(screen.getByRole('checkbox', { name: /naar rato terug/ }));
}
