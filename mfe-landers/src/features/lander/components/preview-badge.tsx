import { useTranslation } from '@dating/platform';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { landerColors } from '../../../theme/lander-tokens';

/**
 * Says plainly that this is a draft seen through its preview link, not the live page:
 * in the flow above the lander (its height is known from the first render).
 */
export function PreviewBadge({ version }: { readonly version: number | null }) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  return (
    <p
      role="note"
      css={{
        margin: 0,
        padding: '8px 16px',
        background: landerColors.previewBackground,
        color: landerColors.previewText,
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {t('preview.badge', { version: version ?? 0 })}
    </p>
  );
}
