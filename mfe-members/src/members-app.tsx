import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { MemberSearchScreen } from './features/member-search/components/member-search-screen';
import { ProfileRoute } from './features/profile-view/profile-route';
import {
  HOME,
  LIKED_PROFILE,
  LIKES_OF_TYPE,
  MATCH_FINDER,
  MEMBER_SEARCH,
  PROFILE,
  SIGNUP_MATCHES,
  SWIPE_GAME,
} from './route-declarations';

// Screens other than search load when first opened: the /members first visit stays small
// (the size budget, docs/decisions/0013). The server's render of `/` draws them all the same
// (it renders again once a lazy screen has arrived, platform/src/server/render-remote.tsx).
const HomeScreen = lazy(() =>
  import('./features/home/components/home-screen').then((m) => ({ default: m.HomeScreen })),
);
const LikesScreen = lazy(() =>
  import('./features/likes/components/likes-screen').then((m) => ({ default: m.LikesScreen })),
);
const SwipeGameScreen = lazy(() =>
  import('./features/swipe-game/components/swipe-game-screen').then((m) => ({
    default: m.SwipeGameScreen,
  })),
);
const MatchFinderScreen = lazy(() =>
  import('./features/match-finder/components/match-finder-screen').then((m) => ({
    default: m.MatchFinderScreen,
  })),
);
const SignupMatchesScreen = lazy(() =>
  import('./features/signup-matches/components/signup-matches-screen').then((m) => ({
    default: m.SignupMatchesScreen,
  })),
);

/** A screen whose texts load with it says so while it comes. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t('swipe.screenLoading')}</p>}>{children}</Suspense>;
}

/** The routes of the route table that mfe-members owns. */
export function MembersApp() {
  return (
    <BrowserRouter>
      {/* The other lazy screens appear once their code is there; nothing shows meanwhile. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path={HOME} element={<HomeScreen />} />
          <Route path={MEMBER_SEARCH} element={<MemberSearchScreen titleKey="search.title" />} />
          <Route path={PROFILE} element={<ProfileRoute />} />
          <Route path={LIKED_PROFILE} element={<ProfileRoute />} />
          {/* LIKES and LIKES_OF_TYPE in one route: a type it does not know leads to the first tab. */}
          <Route path={`${LIKES_OF_TYPE}?`} element={<LikesScreen />} />
          <Route
            path={MATCH_FINDER}
            element={
              <Loading>
                <MatchFinderScreen />
              </Loading>
            }
          />
          <Route
            path={SIGNUP_MATCHES}
            element={
              <Loading>
                <SignupMatchesScreen />
              </Loading>
            }
          />
          <Route
            path={SWIPE_GAME}
            element={
              <Loading>
                <SwipeGameScreen />
              </Loading>
            }
          />
          {/* Another area's URL, for the moment before single-spa unmounts this remote. */}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
