import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { PricingScreen } from './features/pricing/components/pricing-screen';
import {
  CHECKOUT,
  CREDITS,
  DIRECT_DEBIT,
  PREMIUM,
  PRICING,
  REPEAT_ORDER,
  TRANSACTIONS,
} from './route-declarations';
import { DirectDebitRoute, RepeatOrderRoute, TransactionsRoute } from './routes/after-pay-routes';
import { CheckoutRoute, CreditsRoute, PremiumRoute } from './routes/shop-routes';

/** The routes of the route table that mfe-payments owns. */
export function PaymentsApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={CREDITS} element={<CreditsRoute />} />
        <Route path={REPEAT_ORDER} element={<RepeatOrderRoute />} />
        <Route path={CHECKOUT} element={<CheckoutRoute />} />
        <Route path={DIRECT_DEBIT} element={<DirectDebitRoute />} />
        <Route path={PREMIUM} element={<PremiumRoute />} />
        <Route path={PRICING} element={<PricingScreen />} />
        <Route path={TRANSACTIONS} element={<TransactionsRoute />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
