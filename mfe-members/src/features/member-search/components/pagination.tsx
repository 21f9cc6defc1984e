import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { secondaryButtonStyle } from './styles';

const navStyle = css({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 12,
  margin: '8px 0 24px',
  'button:disabled': { opacity: 0.45, cursor: 'default' },
  span: { color: theme.colors.text },
});

/**
 * Previous and next page. With `open` the number of pages is a lower bound (a capped count),
 * so no total is shown.
 */
export function Pagination({
  page,
  pages,
  open = false,
  onChange,
}: {
  page: number;
  pages: number;
  open?: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav css={navStyle} aria-label={t('pagination.label')}>
      <button
        type="button"
        css={secondaryButtonStyle}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">
        {open ? t('pagination.positionOpen', { page }) : t('pagination.position', { page, pages })}
      </span>
      <button
        type="button"
        css={secondaryButtonStyle}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
