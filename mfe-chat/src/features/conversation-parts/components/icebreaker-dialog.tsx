import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { ModalDialog, theme } from '@dating/shared-contracts';
import { PARTS_NS } from '../parts-texts';
import { actionsStyle, secondaryButton } from './styles';

/** How many openers each language offers (`icebreakers.lines.1` to `.8`). */
export const ICEBREAKER_COUNT = 8;

const listStyle = css({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  button: {
    width: '100%',
    minHeight: 44,
    padding: '12px',
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    fontSize: 15,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.primary },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
});

/** Suggested openers in the member's language, some with the partner's name. */
export function IcebreakerDialog({
  partnerName,
  onChoose,
  onClose,
}: {
  partnerName: string;
  onChoose: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PARTS_NS);
  const lines = Array.from({ length: ICEBREAKER_COUNT }, (_, index) =>
    t(`icebreakers.lines.${index + 1}`, { name: partnerName }),
  );
  return (
    <ModalDialog onClose={onClose}>
      {(titleId) => (
        <>
          <h2 id={titleId}>{t('icebreakers.title')}</h2>
          <p>{t('icebreakers.intro')}</p>
          <ul css={listStyle}>
            {lines.map((line) => (
              <li key={line}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose(line);
                    onClose();
                  }}
                >
                  {line}
                </button>
              </li>
            ))}
          </ul>
          <div css={actionsStyle}>
            <button type="button" css={secondaryButton} onClick={onClose}>
              {t('icebreakers.close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
