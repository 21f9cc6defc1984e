import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { isApiError, theme } from '@dating/shared-contracts';
import { useGifts } from '../api/get-gifts';
import { newNonce, useSendGift } from '../api/send-gift';
import { PROFILE_NS } from '../profile-namespace';
import { LineIcon } from '@dating/shared-contracts/profile-fields';
import { giftIcon, GIFTS_NS } from '@dating/shared-contracts/gifts';
import { alertStyle, panelStyle, primaryButton, secondaryButton } from './styles';
import { usePanelFocus } from './use-panel-focus';

const choiceStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: 8,
  border: 0,
  padding: 0,
  margin: '0 0 12px',
  legend: { fontWeight: 700, marginBottom: 8, padding: 0 },
  label: {
    display: 'grid',
    justifyItems: 'center',
    gap: 4,
    padding: 8,
    borderRadius: theme.radius,
    border: `2px solid ${theme.colors.border}`,
    color: theme.colors.secondary,
    cursor: 'pointer',
    textAlign: 'center',
    fontSize: 14,
  },
  'label:has(input:checked)': { borderColor: theme.colors.primary },
  'label:has(input:focus-visible)': {
    outline: `3px solid ${theme.colors.secondary}`,
    outlineOffset: 2,
  },
  input: { position: 'absolute', opacity: 0, width: 1, height: 1 },
});

/**
 * Choosing and sending a gift. One attempt keeps its nonce until it succeeds or another gift
 * is chosen, so a retry after a lost answer is charged once. Too few credits says so, with
 * the way to buy them.
 */
export function GiftPanel({
  profileId,
  name,
  onClose,
}: {
  profileId: string;
  name: string;
  onClose: () => void;
}) {
  // The gift names are a namespace of their own (shared with the chat), loaded with this one.
  const { t } = useTranslation([PROFILE_NS, GIFTS_NS]);
  const panel = usePanelFocus<HTMLElement>(onClose);
  const gifts = useGifts();
  const send = useSendGift(profileId);
  const [giftId, setGiftId] = useState<string | null>(null);
  const [nonce, setNonce] = useState(newNonce);
  const insufficient = isApiError(send.error) && send.error.code === 'insufficient_credits';

  const choose = (id: string) => {
    setGiftId(id);
    setNonce(newNonce());
    send.reset();
  };

  return (
    <section css={panelStyle} role="dialog" aria-labelledby="gift-title" {...panel}>
      <h2 id="gift-title">{t('gifts.title', { name })}</h2>
      {gifts.status === 'pending' && <p role="status">{t('gifts.loading')}</p>}
      {gifts.status === 'error' && (
        <p role="alert" css={alertStyle}>
          {t('gifts.error')}{' '}
          <button type="button" css={secondaryButton} onClick={() => void gifts.refetch()}>
            {t('profile.retry')}
          </button>
        </p>
      )}
      {gifts.status === 'success' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!giftId || send.isPending) return;
            send.mutate({ giftId, nonce }, { onSuccess: () => setNonce(newNonce()) });
          }}
        >
          <p css={{ marginTop: 0 }}>{t('gifts.price', { count: gifts.data.credits })}</p>
          <fieldset css={choiceStyle}>
            <legend>{t('gifts.choose')}</legend>
            {gifts.data.gifts.map((gift) => (
              <label key={gift.id}>
                <input
                  type="radio"
                  name="gift"
                  value={gift.id}
                  checked={giftId === gift.id}
                  onChange={() => choose(gift.id)}
                />
                <LineIcon path={giftIcon(gift.slug)} size={32} />
                {t(gift.slug, { ns: GIFTS_NS, defaultValue: gift.slug })}
              </label>
            ))}
          </fieldset>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {/* Busy, the button stays enabled (aria-disabled): a disabled one drops the focus. */}
            <button
              type="submit"
              css={primaryButton}
              disabled={!giftId}
              aria-disabled={send.isPending || undefined}
            >
              {send.isPending ? t('gifts.sending') : t('gifts.send')}
            </button>
            <button type="button" css={secondaryButton} onClick={onClose}>
              {t('gifts.close')}
            </button>
          </div>
        </form>
      )}
      <div role="status" css={{ '&:empty': { display: 'none' }, marginTop: 8 }}>
        {send.isSuccess && (
          <>
            {t('gifts.sent')}{' '}
            <Link to={`/members/${profileId}/chat`} css={{ color: theme.colors.secondary }}>
              {t('gifts.openChat')}
            </Link>
          </>
        )}
      </div>
      {send.isError && (
        <p role="alert" css={alertStyle}>
          {insufficient ? (
            <>
              {t('gifts.insufficient')} <Link to="/credits">{t('gifts.buyCredits')}</Link>
            </>
          ) : (
            t('profile.actionFailed')
          )}
        </p>
      )}
    </section>
  );
}
