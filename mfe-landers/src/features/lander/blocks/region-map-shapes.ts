/**
 * Coarse, hand-drawn outlines of the countries the region map knows, and one anchor per
 * region for its marker: [longitude, latitude]. An anchor is a point inside the region
 * chosen so markers do not overlap, never where a member lives (the map shows counts per
 * region only). Drawn from memory at a few dozen points each: recognisable, not survey maps.
 */
type Point = readonly [number, number];

interface CountryShape {
  readonly outline: readonly Point[];
  /** Marker anchors by region code (the `code` of GET /api/regions.php). */
  readonly anchors: Readonly<Record<string, Point>>;
}

// prettier-ignore
const NL_DE_BORDER: readonly Point[] = [
  [6.02, 50.75], [6.08, 50.92], [5.9, 51.05], [6.17, 51.2], [6.2, 51.45], [5.95, 51.8],
  [6.4, 51.85], [6.75, 51.9], [7.05, 52.23], [6.7, 52.48], [7.07, 52.65], [7.2, 53.0],
  [7.2, 53.25],
];
// prettier-ignore
const NL_BE_BORDER: readonly Point[] = [
  [3.37, 51.37], [3.9, 51.2], [4.24, 51.37], [4.8, 51.5], [5.05, 51.47], [5.5, 51.3],
  [5.85, 51.15], [5.64, 50.85], [5.7, 50.75], [6.02, 50.75],
];

// prettier-ignore
const SHAPES: Readonly<Record<string, CountryShape>> = {
  NL: {
    outline: [
      ...NL_BE_BORDER, ...NL_DE_BORDER.slice(1),
      [6.9, 53.45], [6.2, 53.42], [5.4, 53.4], [5.0, 53.25], [4.75, 52.95], [4.6, 52.5],
      [4.3, 52.2], [4.0, 51.98], [3.6, 51.75], [3.45, 51.55],
    ],
    anchors: {
      GR: [6.75, 53.25], FR: [5.8, 53.1], DR: [6.6, 52.85], OV: [6.45, 52.42], FL: [5.55, 52.5],
      NH: [4.85, 52.62], ZH: [4.55, 51.98], UT: [5.2, 52.08], GE: [5.95, 52.08],
      ZE: [3.85, 51.5], NB: [5.2, 51.58], LI: [5.93, 51.2],
    },
  },
  BE: {
    outline: [
      [2.55, 51.09], ...NL_BE_BORDER, [6.1, 50.6], [6.4, 50.32], [6.1, 50.15], [5.9, 49.6],
      [5.47, 49.5], [4.85, 49.8], [4.85, 50.15], [4.15, 50.0], [4.2, 50.3], [3.7, 50.35],
      [3.3, 50.5], [2.9, 50.7],
    ],
    anchors: {
      WVL: [3.05, 51.0], OVL: [3.8, 51.02], ANT: [4.65, 51.25], LIM: [5.4, 51.02],
      VBR: [4.9, 50.98], BRU: [4.3, 50.84], WBR: [4.62, 50.62], HAI: [3.85, 50.48],
      NAM: [4.85, 50.3], LIE: [5.75, 50.48], LUX: [5.45, 49.95],
    },
  },
  DE: {
    outline: [
      ...[...NL_DE_BORDER].reverse(),
      [6.0, 50.62], [6.4, 50.32], [6.1, 50.15], [6.4, 49.5], [7.0, 49.1], [8.2, 48.97],
      [7.6, 48.2], [7.6, 47.6], [8.6, 47.7], [9.6, 47.5], [10.2, 47.3], [11.2, 47.4],
      [12.2, 47.65], [13.0, 47.5], [12.9, 47.95], [13.4, 48.6], [13.8, 48.8], [12.6, 49.5],
      [12.1, 50.3], [12.5, 50.4], [13.5, 50.7], [14.3, 51.0], [14.8, 50.9], [15.0, 51.3],
      [14.7, 52.0], [14.6, 52.6], [14.1, 52.85], [14.4, 53.3], [14.2, 53.9], [13.4, 54.6],
      [12.3, 54.3], [11.5, 54.1], [10.9, 54.0], [10.9, 54.4], [9.9, 54.8], [8.6, 54.9],
      [8.6, 54.5], [8.85, 54.3], [8.9, 53.9], [8.6, 53.55], [8.0, 53.7], [7.0, 53.6],
    ],
    anchors: {
      SH: [9.7, 54.2], HH: [10.05, 53.55], MV: [12.5, 53.75], HB: [8.8, 53.08], NI: [9.6, 52.65],
      BE: [13.4, 52.52], BB: [13.6, 51.85], ST: [11.7, 52.05], NW: [7.5, 51.5], HE: [9.0, 50.6],
      TH: [11.0, 50.85], SN: [13.2, 51.0], RP: [7.5, 50.1], SL: [6.95, 49.4], BW: [9.0, 48.6],
      BY: [11.5, 48.9],
    },
  },
};

export interface ProjectedShape {
  readonly width: number;
  readonly height: number;
  /** The outline as an SVG path in a viewBox of `width` × `height`. */
  readonly path: string;
  /** Where each region's marker goes, in percent of the map's width and height. */
  readonly markers: Readonly<Record<string, { left: number; top: number }>>;
}

/** The country's outline and marker places, flattened (equirectangular at its own latitude). */
export function projectCountry(country: string): ProjectedShape | null {
  const shape = SHAPES[country];
  if (!shape) return null;
  const lons = shape.outline.map(([lon]) => lon);
  const lats = shape.outline.map(([, lat]) => lat);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const x = (lon: number) => (lon - west) * squeeze * 100;
  const y = (lat: number) => (north - lat) * 100;
  const width = x(east);
  const height = y(south);
  const round = (n: number) => Math.round(n * 10) / 10;
  const path = `M${shape.outline.map(([lon, lat]) => `${round(x(lon))} ${round(y(lat))}`).join('L')}Z`;
  const markers = Object.fromEntries(
    Object.entries(shape.anchors).map(([code, [lon, lat]]) => [
      code,
      { left: round((x(lon) / width) * 100), top: round((y(lat) / height) * 100) },
    ]),
  );
  return { width: round(width), height: round(height), path, markers };
}
