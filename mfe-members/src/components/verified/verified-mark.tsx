import { lazy, Suspense } from 'react';

// The badge's drawing and texts load with the first verified member a page shows.
const Badge = lazy(() => import('./verified-badge').then((m) => ({ default: m.VerifiedBadge })));

/** The verified badge when `verified`; nothing (and nothing loaded) otherwise. */
export const VerifiedMark = ({ verified }: { verified?: boolean }) =>
  verified ? (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  ) : null;
