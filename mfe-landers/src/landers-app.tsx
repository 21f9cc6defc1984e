import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComplaintsRoute } from './features/complaints/complaints-route';
import { LanderScreen } from './features/lander/components/lander-screen';
import { MemberLanderScreen } from './features/member-lander';
import { StaticPageScreen } from './features/static-pages';
import {
  COMPLAINTS,
  LANDER,
  MEMBER_LANDING,
  MEMBER_LANDING2,
  MEMBER_LANDING3,
  STATIC_PAGE,
  TOKEN_PAGE,
} from './route-declarations';

/** The routes of the route table that mfe-landers owns. */
export function LandersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={LANDER} element={<LanderScreen />} />
        <Route path={MEMBER_LANDING} element={<MemberLanderScreen design="landing" />} />
        <Route path={MEMBER_LANDING2} element={<MemberLanderScreen design="landing2" />} />
        <Route path={MEMBER_LANDING3} element={<MemberLanderScreen design="landing3" />} />
        <Route path={COMPLAINTS} element={<ComplaintsRoute />} />
        <Route path={STATIC_PAGE} element={<StaticPageScreen />} />
        <Route path={TOKEN_PAGE} element={<StaticPageScreen />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
