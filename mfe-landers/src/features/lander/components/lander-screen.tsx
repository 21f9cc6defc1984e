import { Suspense } from 'react';
import { useLocation, useParams } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { isLocale, theme, type Locale } from '@dating/shared-contracts';
import { useLanderDocument, type LanderSource } from '../api/get-lander-document';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { resolveLander } from '../lib/resolve-lander';
import { LanderNotFound } from './lander-not-found';
import { LanderPage } from './lander-page';
import { PreviewBadge } from './preview-badge';

/** The query parameter that shows a draft (its token is printed by `npm run lander -- draft`). */
export const PREVIEW_PARAM = 'lander_preview';

/** /landers/:variant/:slug?: a campaign page whose one job is a free signup. */
export function LanderScreen() {
  const { i18n } = useTranslation();
  // The blocks' texts: loaded beside the document (on the server, before rendering).
  const blockTexts = useTranslation(LANDER_BLOCKS_NS, { useSuspense: false });
  const { variant = '', slug } = useParams();
  // Campaign tracking (network, ref, sub1-3) rides in the query string; signup reads it.
  const { search } = useLocation();
  const preview = new URLSearchParams(search).get(PREVIEW_PARAM);
  const source = useLanderDocument(variant, preview);
  if (source.status === 'pending' || !blockTexts.ready) return <LanderLoading />;
  if (source.status === 'error' || source.data === null) return <LanderNotFound />;
  const locale = isLocale(i18n.language) ? i18n.language : 'nl';
  return <LanderView source={source.data} slug={slug ?? null} locale={locale} search={search} />;
}

/** The page while its document, its texts or its blocks' code are on their way. */
function LanderLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
      {t('lander.loading')}
    </div>
  );
}

interface LanderViewProps {
  readonly source: LanderSource;
  readonly slug: string | null;
  readonly locale: Locale;
  readonly search: string;
}

/** A lander's document drawn for this visit: title and description from its copy. */
function LanderView({ source, slug, locale, search }: LanderViewProps) {
  const lander = resolveLander(source.document, slug, locale);
  useDocumentMeta(lander.copy.title, lander.copy.description);
  return (
    <>
      {source.preview && <PreviewBadge version={source.version} />}
      {/* The blocks' code comes with the first page that names them (blocks/index.ts). */}
      <Suspense fallback={<LanderLoading />}>
        <LanderPage
          lander={lander}
          blocks={source.document.blocks}
          signupHref={`/signup${signupSearch(search)}`}
        />
      </Suspense>
    </>
  );
}

/** The visit's query string for the signup: the traffic source, never a preview token. */
function signupSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(PREVIEW_PARAM)) return search;
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
