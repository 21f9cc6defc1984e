import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';

const navStyle = css({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 12,
  button: {
    padding: '10px 16px',
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.primary}`,
    background: theme.colors.surface,
    color: theme.colors.primary,
    fontSize: 15,
    cursor: 'pointer',
  },
  'button:disabled': { opacity: 0.45, cursor: 'default' },
});

export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav css={navStyle} aria-label={t('pagination.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.position', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
