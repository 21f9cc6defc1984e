import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { MemberSearchScreen } from './features/member-search/components/member-search-screen';
import { ProfileRoute } from './features/profile-view/profile-route';

// Screens other than search load on their first visit: the /members first visit stays small.
const LikesScreen = lazy(() =>
  import('./features/likes/components/likes-screen').then((m) => ({ default: m.LikesScreen })),
);

/** Routes of spec section 2 that mfe-members owns. */
export function MembersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<MemberSearchScreen titleKey="home.title" />} />
        <Route path="/members" element={<MemberSearchScreen titleKey="search.title" />} />
        <Route path="/members/:id" element={<ProfileRoute />} />
        <Route path="/likes/m/:id" element={<ProfileRoute />} />
        {/* /likes, and a type it does not know, lead to the first tab. */}
        <Route
          path="/likes/:type?"
          element={
            <Suspense fallback={null}>
              <LikesScreen />
            </Suspense>
          }
        />
        <Route path="/match-finder" element={<ComingSoon titleKey="areas.matchFinder" />} />
        <Route path="/signup-matches" element={<ComingSoon titleKey="areas.signupMatches" />} />
        <Route path="/swipe-game" element={<ComingSoon titleKey="areas.swipeGame" />} />
        {/* Another area's URL, for the moment before single-spa unmounts this remote. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
