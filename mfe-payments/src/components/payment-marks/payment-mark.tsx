import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import type { PaymentMethod } from '@dating/shared-contracts/api';
import {
  ApplePayMark,
  BancontactMark,
  BankTransferMark,
  CreditCardMark,
  DirectDebitMark,
  IdealMark,
  KbcMark,
  PayPalMark,
} from './marks';

const MARKS: Record<PaymentMethod, ComponentType> = {
  ideal: IdealMark,
  bancontact: BancontactMark,
  kbc: KbcMark,
  creditcard: CreditCardMark,
  paypal: PayPalMark,
  applepay: ApplePayMark,
  banktransfer: BankTransferMark,
  directdebit: DirectDebitMark,
};

const markStyle = css({ flexShrink: 0, display: 'block' });

/**
 * A payment method's mark. With a `name` it is an image of that name, so the method is
 * announced once, by its mark, wherever the name beside it is hidden from screen readers;
 * without one it is decoration beside a name that is read.
 */
export function PaymentMark({ method, name }: { method: PaymentMethod; name?: string }) {
  const Mark = MARKS[method];
  const role = name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true };
  return (
    <svg
      {...role}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      focusable="false"
      css={markStyle}
      data-method={method}
    >
      <Mark />
    </svg>
  );
}
