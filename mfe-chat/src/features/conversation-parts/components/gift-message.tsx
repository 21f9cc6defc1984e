import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { giftIcon, GIFTS_NS } from '@dating/shared-contracts/gifts';
import { LineIcon } from '@dating/shared-contracts/profile-fields';
import type { Message } from '@dating/shared-contracts/api';
import { PARTS_NS } from '../parts-texts';

const giftStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  svg: { flex: 'none', color: theme.colors.primary },
});

/** A gift message: the gift's icon and who gave which gift. */
export function GiftMessage({ message, partnerName }: { message: Message; partnerName?: string }) {
  const { t } = useTranslation([PARTS_NS, GIFTS_NS]);
  const slug = message.gift ?? '';
  const gift = t(slug, { ns: GIFTS_NS, defaultValue: slug });
  const text = message.from_me
    ? t('message.giftSent', { gift })
    : partnerName
      ? t('message.giftReceived', { gift, name: partnerName })
      : t('message.giftReceivedAnonymous', { gift });
  return (
    <p css={giftStyle}>
      <LineIcon path={giftIcon(slug)} size={32} />
      <span>{text}</span>
    </p>
  );
}
