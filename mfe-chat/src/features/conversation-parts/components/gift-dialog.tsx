import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { ModalDialog, theme } from '@dating/shared-contracts';
import { giftIcon, GIFTS_NS } from '@dating/shared-contracts/gifts';
import { LineIcon } from '@dating/shared-contracts/profile-fields';
import { useGiftCatalogue } from '../api/gifts';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, alertStyle, secondaryButton } from './styles';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  button: {
    display: 'grid',
    justifyItems: 'center',
    gap: 4,
    width: '100%',
    minHeight: 96,
    padding: 8,
    borderRadius: theme.radius,
    border: `2px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.secondary,
    fontSize: 14,
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.primary },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
});

const costStyle = css({ color: theme.colors.textMuted, fontSize: 13 });

/** The gift catalogue: each gift a button with its icon, name and cost; choosing sends it. */
export function GiftDialog({
  cost,
  onChoose,
  onClose,
}: {
  cost: number;
  onChoose: (giftId: string, slug: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation([PARTS_NS, GIFTS_NS]);
  const gifts = useGiftCatalogue();
  const name = (slug: string) => t(slug, { ns: GIFTS_NS, defaultValue: slug });
  return (
    <ModalDialog onClose={onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('gifts.title')}</h2>
          <p>{t('gifts.price', { count: cost })}</p>
          {gifts.status === 'pending' && <p role="status">{t('gifts.loading')}</p>}
          {gifts.status === 'error' && (
            <div role="alert" css={alertStyle}>
              <p>{t('gifts.error')}</p>
              <button type="button" css={secondaryButton} onClick={() => void gifts.refetch()}>
                {t('gifts.retry')}
              </button>
            </div>
          )}
          {gifts.status === 'success' && (
            <ul css={gridStyle}>
              {gifts.data.gifts.map((gift) => (
                <li key={gift.id}>
                  <button
                    type="button"
                    aria-label={t('gifts.gift', { gift: name(gift.slug), count: cost })}
                    onClick={() => {
                      onChoose(gift.id, gift.slug);
                      onClose();
                    }}
                  >
                    <LineIcon path={giftIcon(gift.slug)} size={32} />
                    <span>{name(gift.slug)}</span>
                    <span css={costStyle} aria-hidden="true">
                      {t('topBar.credits', { count: cost })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div css={actionsStyle}>
            <button type="button" css={secondaryButton} onClick={onClose}>
              {t('gifts.close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
