import { css } from '@emotion/react';
import { useId } from 'react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import {
  mediaUp,
  theme,
  visitorCountry,
  visuallyHidden,
  withAlpha,
} from '@dating/shared-contracts';
import type { SiteSettings } from '@dating/shared-contracts';
import type { LanderAudience } from '@dating/shared-contracts/api';
import { useRegionCounts, type RegionCount } from '../api/region-counts';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BLOCK_COLORS } from './block-colors';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { formatCount } from './format-count';
import { projectCountry, type ProjectedShape } from './region-map-shapes';
import { landerColors } from '../../../theme/lander-tokens';

const BUSIEST = 5;

const sectionStyle = css({
  display: 'grid',
  gap: 20,
  maxWidth: 1100,
  margin: '0 auto',
  padding: '24px 16px',
  [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', gap: 40 },
  'h1, h2': {
    margin: '0 0 8px',
    fontSize: 30,
    lineHeight: 1.15,
    [mediaUp('md')]: { fontSize: 42 },
  },
  p: { margin: 0, fontSize: 17 },
});
const mapStyle = css({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 460,
  margin: '0 auto',
  padding: 12,
  borderRadius: 20,
  background: `linear-gradient(160deg, ${landerColors.mapSkyStart}, ${landerColors.mapSkyEnd})`,
  svg: { display: 'block', width: '100%', height: 'auto' },
});
const markersStyle = css({
  position: 'absolute',
  inset: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: {
    position: 'absolute',
    transform: 'translate(-50%, -100%)',
    padding: '2px 8px',
    borderRadius: 999,
    background: theme.colors.primary,
    color: theme.colors.onFill,
    fontSize: 13,
    fontWeight: 700,
    lineHeight: '18px',
    whiteSpace: 'nowrap',
    boxShadow: `0 2px 6px ${withAlpha(theme.colors.secondary, 0.35)}`,
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: -6,
      marginLeft: -6,
      borderWidth: '6px 6px 0',
      borderStyle: 'solid',
      borderColor: `${theme.colors.primary} transparent transparent`,
    },
  },
});
const busiestStyle = css({
  margin: '16px 0 0',
  padding: 0,
  listStyle: 'none',
  li: { display: 'flex', justifyContent: 'space-between', padding: '6px 0' },
  'li + li': { borderTop: `1px solid ${theme.colors.border}` },
});

/** The visitor's country: the lander's audience, else where the visit comes from, else the site's. */
export function mapCountry(audience: LanderAudience, settings: SiteSettings | null): string {
  return (audience.country?.toUpperCase() || visitorCountry(settings)) ?? 'NL';
}

function RegionMarkers({ shape, regions }: { shape: ProjectedShape; regions: RegionCount[] }) {
  const { t, i18n } = useTranslation(LANDER_BLOCKS_NS);
  return (
    <ul css={markersStyle} aria-label={t('regionMap.markers')}>
      {regions.map((region) => {
        const place = shape.markers[region.code];
        if (!place || region.count === 0) return null;
        const shown = formatCount(region.count, region.capped, i18n.language);
        return (
          <li key={region.id} style={{ left: `${place.left}%`, top: `${place.top}%` }}>
            <span aria-hidden="true">{shown}</span>
            <span css={visuallyHidden}>
              {t('regionMap.marker', { count: region.count, shown, region: region.name })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * region-map (maplanding): the visitor's country with, per region, how many members of the
 * lander's audience live there; beside it the busiest regions by name. Counts per region
 * only (never a member's place). A country without an outline here shows the list alone.
 */
export function RegionMapBlock({ lander, signupHref, first }: BlockProps) {
  const { t, i18n } = useTranslation(LANDER_BLOCKS_NS);
  const settings = useSessionSettings();
  const country = mapCountry(lander.audience, settings);
  const counts = useRegionCounts(country, lander.audience);
  const shape = projectCountry(country);
  const id = useId();
  const regions = counts.data ?? [];
  const busiest = [...regions]
    .filter((region) => region.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, shape ? BUSIEST : undefined);
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country);

  return (
    <section
      css={[sectionStyle, { 'h1, h2': { color: BLOCK_COLORS[lander.theme].heading } }]}
      aria-labelledby={id}
    >
      <div>
        <BlockHeading lander={lander} first={first} id={id} title={t('regionMap.title')} />
        <CtaLink to={signupHref} look={css({ marginLeft: 0 })}>
          {lander.copy.cta}
        </CtaLink>
        <p css={{ marginTop: '12px !important', color: BLOCK_COLORS[lander.theme].muted }}>
          {t('regionMap.privacy')}
        </p>
        {busiest.length > 0 && (
          <>
            <p id={`${id}-busiest`} css={{ marginTop: '20px !important', fontWeight: 700 }}>
              {t('regionMap.busiest')}
            </p>
            <ol css={busiestStyle} aria-labelledby={`${id}-busiest`}>
              {busiest.map((region) => (
                <li key={region.id}>
                  <span>{region.name}</span>
                  <strong>
                    {t('regionMap.members', {
                      count: region.count,
                      shown: formatCount(region.count, region.capped, i18n.language),
                    })}
                  </strong>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      {shape && (
        <figure css={mapStyle} aria-label={t('regionMap.mapLabel', { country: countryName })}>
          <svg viewBox={`0 0 ${shape.width} ${shape.height}`} aria-hidden="true" focusable="false">
            <path
              d={shape.path}
              fill={landerColors.mapRegion}
              stroke={theme.colors.secondary}
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </svg>
          <RegionMarkers shape={shape} regions={regions} />
        </figure>
      )}
    </section>
  );
}
