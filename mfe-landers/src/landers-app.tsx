import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { LanderScreen } from './features/lander/components/lander-screen';
import { StaticPageScreen } from './features/static-pages';

/** Routes of spec section 2 that mfe-landers owns. */
export function LandersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/landers/:variant/:slug?" element={<LanderScreen />} />
        <Route path="/members/:id/landing" element={<ComingSoon titleKey="areas.lander" />} />
        <Route
          path="/members/:id/landing2/:slug?"
          element={<ComingSoon titleKey="areas.lander" />}
        />
        <Route
          path="/members/:id/landing3/:slug?"
          element={<ComingSoon titleKey="areas.lander" />}
        />
        <Route path="/complaints" element={<ComingSoon titleKey="areas.complaints" />} />
        <Route path="/pages/:token" element={<StaticPageScreen />} />
        <Route path="/:token" element={<StaticPageScreen />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
