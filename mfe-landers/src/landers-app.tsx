import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComplaintsRoute } from './features/complaints/complaints-route';
import { LanderScreen } from './features/lander/components/lander-screen';
import { MemberLanderScreen } from './features/member-lander';
import { StaticPageScreen } from './features/static-pages';

/** The routes of the route table that mfe-landers owns. */
export function LandersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/landers/:variant/:slug?" element={<LanderScreen />} />
        <Route path="/members/:id/landing" element={<MemberLanderScreen design="landing" />} />
        <Route
          path="/members/:id/landing2/:slug?"
          element={<MemberLanderScreen design="landing2" />}
        />
        <Route
          path="/members/:id/landing3/:slug?"
          element={<MemberLanderScreen design="landing3" />}
        />
        <Route path="/complaints" element={<ComplaintsRoute />} />
        <Route path="/pages/:token" element={<StaticPageScreen />} />
        <Route path="/:token" element={<StaticPageScreen />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
