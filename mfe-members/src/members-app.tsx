import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { MemberSearchScreen } from './features/member-search/components/member-search-screen';
import { ProfileScreen } from './features/profile-view/components/profile-screen';

// Screens other than search load when first opened: the /members first visit stays small.
const SwipeGameScreen = lazy(() =>
  import('./features/swipe-game/components/swipe-game-screen').then((module) => ({
    default: module.SwipeGameScreen,
  })),
);
const MatchFinderScreen = lazy(() =>
  import('./features/match-finder/components/match-finder-screen').then((module) => ({
    default: module.MatchFinderScreen,
  })),
);
const SignupMatchesScreen = lazy(() =>
  import('./features/signup-matches/components/signup-matches-screen').then((module) => ({
    default: module.SignupMatchesScreen,
  })),
);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t('swipe.screenLoading')}</p>}>{children}</Suspense>;
}

/** Routes of spec section 2 that mfe-members owns. */
export function MembersApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<MemberSearchScreen titleKey="home.title" />} />
        <Route path="/members" element={<MemberSearchScreen titleKey="search.title" />} />
        <Route path="/members/:id" element={<ProfileScreen />} />
        <Route path="/likes/m/:id" element={<ProfileScreen />} />
        <Route path="/likes/*" element={<ComingSoon titleKey="areas.likes" />} />
        <Route
          path="/match-finder"
          element={
            <Loading>
              <MatchFinderScreen />
            </Loading>
          }
        />
        <Route
          path="/signup-matches"
          element={
            <Loading>
              <SignupMatchesScreen />
            </Loading>
          }
        />
        <Route
          path="/swipe-game"
          element={
            <Loading>
              <SwipeGameScreen />
            </Loading>
          }
        />
        {/* Another area's URL, for the moment before single-spa unmounts this remote. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
