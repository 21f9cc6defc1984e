import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { PricingScreen } from './features/pricing/components/pricing-screen';

/** Routes of spec section 2 that mfe-payments owns. */
export function PaymentsApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/credits" element={<ComingSoon titleKey="areas.credits" />} />
        <Route path="/credits/repeat-order" element={<ComingSoon titleKey="areas.repeatOrder" />} />
        <Route
          path="/credits/:id/:paymentmethod?"
          element={<ComingSoon titleKey="areas.checkout" />}
        />
        <Route path="/directdebit" element={<ComingSoon titleKey="areas.directDebit" />} />
        <Route path="/premium" element={<ComingSoon titleKey="areas.premium" />} />
        <Route path="/pricing" element={<PricingScreen />} />
        <Route path="/transactions/:id?" element={<ComingSoon titleKey="areas.transactions" />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
