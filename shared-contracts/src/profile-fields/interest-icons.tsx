/**
 * Small line icons (24×24, stroked with the text colour) for the about fifty interests of
 * the seed (api/src/db/seed/people.data.ts). The profile view (mfe-members) and the own
 * profile (mfe-account) show them; each imports them from its lazy chunk only, so no first
 * visit loads them.
 */
export const INTEREST_ICONS: Record<string, string> = {
  travel: 'M2 13l20-8-7 17-3-8zM12 14l10-9',
  cooking: 'M4 10h16v7a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zM2 10h20M9 6c0-2 2-2 2-4M13 6c0-2 2-2 2-4',
  music: 'M9 18V5l11-2v13M3 18a3 3 0 1 0 6 0 3 3 0 0 0-6 0M14 16a3 3 0 1 0 6 0 3 3 0 0 0-6 0',
  movies: 'M3 8h18v12H3zM3 8l3-4h3L6 8M10 8l3-4h3l-3 4M17 8l3-4',
  reading: 'M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z',
  hiking: 'M2 20l7-12 4 6 3-4 6 10z',
  cycling:
    'M2 17a3.5 3.5 0 1 0 7 0 3.5 3.5 0 0 0-7 0M15 17a3.5 3.5 0 1 0 7 0 3.5 3.5 0 0 0-7 0M5.5 17l4-8h6l3 8M9.5 9L8 6h3',
  running: 'M13 4a2 2 0 1 0 4 0 2 2 0 0 0-4 0M7 21l3-6 3 2v4M10 15l1-6 4 3h4M11 9l-4 1-2 3',
  fitness: 'M6 7v10M18 7v10M3 9v6M21 9v6M6 12h12',
  yoga: 'M10 4a2 2 0 1 0 4 0 2 2 0 0 0-4 0M12 8v6M5 11l7 3 7-3M4 19c3-3 13-3 16 0',
  dancing: 'M12 4a2 2 0 1 0 4 0 2 2 0 0 0-4 0M13 8l-3 5 4 3-2 5M10 13l-4-2M13 8l5 2',
  photography: 'M3 8h4l2-3h6l2 3h4v12H3zM8 14a4 4 0 1 0 8 0 4 4 0 0 0-8 0',
  painting:
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3h3a4 4 0 0 0 4-4c0-5-4-9-9-9zM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
  gaming:
    'M6 9h12a4 4 0 0 1 4 4v3a2 2 0 0 1-4 1l-2-2H8l-2 2a2 2 0 0 1-4-1v-3a4 4 0 0 1 4-4zM8 11v4M6 13h4M16 12h.01M18 14h.01',
  football:
    'M2 12a10 10 0 1 0 20 0 10 10 0 0 0-20 0M12 7l4 3-1.5 5h-5L8 10zM12 7V2M16 10l5-1M14.5 15l3 4M9.5 15l-3 4M8 10L3 9',
  tennis: 'M2 12a10 10 0 1 0 20 0 10 10 0 0 0-20 0M5 5c4 3 4 11 0 14M19 5c-4 3-4 11 0 14',
  swimming:
    'M2 18c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M16 6a2 2 0 1 0 4 0 2 2 0 0 0-4 0M4 14l5-5 3 3 2-2',
  sailing: 'M12 3v13M12 3l7 11h-7M3 17h18l-3 4H6z',
  skiing: 'M17 4a2 2 0 1 0 4 0 2 2 0 0 0-4 0M3 17l18 4M8 19l3-7 4 2 2-6M11 12l-4-1',
  gardening: 'M12 21v-9M12 12c0-5 4-8 9-8 0 5-4 8-9 8zM12 15c0-3-3-5-7-5 0 3 3 5 7 5zM7 21h10',
  animals:
    'M6 6a2 2 0 1 0 4 0 2 2 0 0 0-4 0M14 6a2 2 0 1 0 4 0 2 2 0 0 0-4 0M2.5 11a2 2 0 1 0 4 0 2 2 0 0 0-4 0M17.5 11a2 2 0 1 0 4 0 2 2 0 0 0-4 0M12 12c-3 0-6 4-6 7 0 2 2 2 3 2h6c1 0 3 0 3-2 0-3-3-7-6-7z',
  dogs: 'M5 5l3 3h8l3-3v7a7 7 0 0 1-14 0zM9.5 12h.01M14.5 12h.01M11 15h2',
  cats: 'M4 3l4 4h8l4-4v10a8 8 0 0 1-16 0zM9 12h.01M15 12h.01M10 16l2 1 2-1',
  wine: 'M8 2h8v5a4 4 0 0 1-8 0zM12 11v9M8 22h8',
  beer: 'M5 7h10v13H5zM15 9h3a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-3M8 10v7M12 10v7M5 7c0-2 2-3 5-3s5 1 5 3',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3',
  theatre:
    'M3 4h9v6a4.5 4.5 0 0 1-9 0zM12 9h9v6a4.5 4.5 0 0 1-9 0M6 8h.01M9 8h.01M15 13h.01M18 13h.01',
  concerts: 'M9 2h6v10a3 3 0 0 1-6 0zM5 10v2a7 7 0 0 0 14 0v-2M12 19v3',
  festivals: 'M2 20L12 4l10 16zM12 4v16M12 4l4-2',
  museums: 'M3 10h18M12 3l9 5H3zM5 10v8M9 10v8M15 10v8M19 10v8M3 21h18',
  history: 'M6 2h12M6 22h12M7 2c0 5 10 7 10 10S7 17 7 22M17 2c0 5-10 7-10 10s10 5 10 10',
  science: 'M9 2h6M10 2v6L4 19a2 2 0 0 0 2 3h12a2 2 0 0 0 2-3L14 8V2M7 15h10',
  technology: 'M7 7h10v10H7zM10 2v5M14 2v5M10 17v5M14 17v5M2 10h5M2 14h5M17 10h5M17 14h5',
  fashion: 'M10 4a2 2 0 1 1 2 2v2L2 16h20L12 8',
  shopping: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  cars: 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M7 13h.01M17 13h.01',
  motorcycles:
    'M2 17a3 3 0 1 0 6 0 3 3 0 0 0-6 0M16 17a3 3 0 1 0 6 0 3 3 0 0 0-6 0M5 17l4-6h6l4 6M13 11l-1-4h3',
  camping: 'M3 20l9-15 9 15zM9 20l3-6 3 6M1 20h22',
  fishing: 'M3 12c3-4 7-6 11-6s6 3 7 6c-1 3-3 6-7 6s-8-2-11-6zM3 12L1 8M3 12l-2 4M16 10.5h.01',
  horse_riding: 'M6 20v-9a6 6 0 0 1 12 0v9M4 20h4M16 20h4',
  meditation:
    'M2 12a10 10 0 1 0 20 0 10 10 0 0 0-20 0M12 2a5 5 0 0 1 0 10 5 5 0 0 0 0 10M12 7h.01M12 17h.01',
  volunteering:
    'M12 21C6 16 3 13 3 9a4.5 4.5 0 0 1 9-1 4.5 4.5 0 0 1 9 1c0 4-3 7-9 12zM9 11h6M12 8v6',
  languages: 'M3 4h12v8H8l-4 3v-3H3zM9 15h7l4 3v-3h1V8h-3',
  board_games: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  beach: 'M2 12a10 8 0 0 1 20 0zM12 12v9M8 21h8',
  nature: 'M12 22v-6M12 2l7 10h-4l4 5H5l4-5H5z',
  sauna: 'M7 21h10M6 17h12M9 13c-1-2 1-3 0-5s1-3 0-5M15 13c-1-2 1-3 0-5s1-3 0-5M12 13c-1-2 1-3 0-5',
  karaoke: 'M9 8a5 5 0 1 0 10 0 5 5 0 0 0-10 0M10.5 11.5L3 19l2 2 7.5-7.5',
  diy: 'M4 20l9-9M11 6l4-4 6 6-4 4z',
  baking: 'M4 21h16v-8H4zM4 16c2 2 4-2 6 0s4-2 6 0 4-2 4-2M12 13V9M12 6v.01',
  poetry: 'M20 4C10 4 5 10 4 20M20 4c0 8-5 12-12 12M8 16l-4 4',
  astronomy: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
};

/** A dot for an interest without an icon of its own (one added later). */
export const FALLBACK_ICON = 'M8 12a4 4 0 1 0 8 0 4 4 0 0 0-8 0';

/** A stroked 24×24 icon of one of these paths, hidden from screen readers (its text says it). */
export function LineIcon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
