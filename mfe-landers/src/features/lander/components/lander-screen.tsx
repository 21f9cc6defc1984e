import { useLocation, useParams } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { isLocale, theme } from '@dating/shared-contracts';
import { useLanderDocument } from '../api/get-lander-document';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { resolveLander } from '../lib/resolve-lander';
import { LanderNotFound } from './lander-not-found';
import { LanderPage } from './lander-page';

/** The query parameter that shows a draft (its token is printed by `npm run lander -- draft`). */
export const PREVIEW_PARAM = 'lander_preview';

/** /landers/:variant/:slug?: a campaign page whose one job is a free signup. */
export function LanderScreen() {
  const { t, i18n } = useTranslation();
  // The blocks' texts: loaded beside the document (on the server, before rendering).
  const blockTexts = useTranslation(LANDER_BLOCKS_NS, { useSuspense: false });
  const { variant = '', slug } = useParams();
  // Campaign tracking (network, ref, sub1-3) rides in the query string; signup reads it.
  const { search } = useLocation();
  const preview = new URLSearchParams(search).get(PREVIEW_PARAM);
  const source = useLanderDocument(variant, preview);
  if (source.status === 'pending' || !blockTexts.ready) {
    return (
      <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
        {t('lander.loading')}
      </div>
    );
  }
  if (source.status === 'error' || source.data === null) return <LanderNotFound />;
  const { document } = source.data;
  const locale = isLocale(i18n.language) ? i18n.language : 'nl';
  const lander = resolveLander(document, slug ?? null, locale);
  return <LanderPage lander={lander} blocks={document.blocks} signupHref={`/signup${search}`} />;
}
