import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComplaintsRoute } from './features/complaints/complaints-route';
import { LanderScreen } from './features/lander/components/lander-screen';
import {
  COMPLAINTS,
  LANDER,
  MEMBER_LANDING,
  MEMBER_LANDING2,
  MEMBER_LANDING3,
  STATIC_PAGE,
  TOKEN_PAGE,
} from './route-declarations';

// A visitor's first page is one kind of page: a lander, a member's lander or a static page.
// Each kind's code is a chunk of its own (the server's paint waits for it, render-remote.tsx);
// the landers, the most visited, come with the app.
const MemberLanderScreen = lazy(() =>
  import('./features/member-lander/components/member-lander-screen').then((m) => ({
    default: m.MemberLanderScreen,
  })),
);
const StaticPageScreen = lazy(() =>
  import('./features/static-pages/components/static-page-screen').then((m) => ({
    default: m.StaticPageScreen,
  })),
);
const later = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

/** The routes of the route table that mfe-landers owns. */
export function LandersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={LANDER} element={<LanderScreen />} />
        <Route path={MEMBER_LANDING} element={later(<MemberLanderScreen design="landing" />)} />
        <Route path={MEMBER_LANDING2} element={later(<MemberLanderScreen design="landing2" />)} />
        <Route path={MEMBER_LANDING3} element={later(<MemberLanderScreen design="landing3" />)} />
        <Route path={COMPLAINTS} element={<ComplaintsRoute />} />
        <Route path={STATIC_PAGE} element={later(<StaticPageScreen />)} />
        <Route path={TOKEN_PAGE} element={later(<StaticPageScreen />)} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
