import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { MemberSearchScreen } from './features/member-search/components/member-search-screen';
import { ProfileRoute } from './features/profile-view/profile-route';

// Not part of a first visit to /members (the size budget, docs/decisions/0013).
const HomeScreen = lazy(() =>
  import('./features/home/components/home-screen').then((m) => ({ default: m.HomeScreen })),
);
const LikesScreen = lazy(() =>
  import('./features/likes/components/likes-screen').then((m) => ({ default: m.LikesScreen })),
);

/** Routes of spec section 2 that mfe-members owns. */
export function MembersApp() {
  return (
    <BrowserRouter>
      {/* The lazy screens appear once their code is there; nothing shows meanwhile. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<HomeScreen />} />
          <Route path="/members" element={<MemberSearchScreen titleKey="search.title" />} />
          <Route path="/members/:id" element={<ProfileRoute />} />
          <Route path="/likes/m/:id" element={<ProfileRoute />} />
          {/* /likes, and a type it does not know, lead to the first tab. */}
          <Route path="/likes/:type?" element={<LikesScreen />} />
          <Route path="/match-finder" element={<ComingSoon titleKey="areas.matchFinder" />} />
          <Route path="/signup-matches" element={<ComingSoon titleKey="areas.signupMatches" />} />
          <Route path="/swipe-game" element={<ComingSoon titleKey="areas.swipeGame" />} />
          {/* Another area's URL, for the moment before single-spa unmounts this remote. */}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
