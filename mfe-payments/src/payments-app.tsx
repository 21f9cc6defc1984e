import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { PricingScreen } from './features/pricing/components/pricing-screen';
import { DirectDebitRoute, RepeatOrderRoute, TransactionsRoute } from './routes/after-pay-routes';
import { CheckoutRoute, CreditsRoute, PremiumRoute } from './routes/shop-routes';

/** The routes of the route table that mfe-payments owns. */
export function PaymentsApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/credits" element={<CreditsRoute />} />
        <Route path="/credits/repeat-order" element={<RepeatOrderRoute />} />
        <Route path="/credits/:id/:paymentmethod?" element={<CheckoutRoute />} />
        <Route path="/directdebit" element={<DirectDebitRoute />} />
        <Route path="/premium" element={<PremiumRoute />} />
        <Route path="/pricing" element={<PricingScreen />} />
        <Route path="/transactions/:id?" element={<TransactionsRoute />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
