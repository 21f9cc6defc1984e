import { css } from '@emotion/react';
import { visuallyHidden } from '@dating/shared-contracts';
import type { QueueItem, QueueKind } from '@dating/shared-contracts/api';
import { mediaUp, theme } from '@dating/shared-contracts/theme';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatAge, secondsSince } from '../../../lib/format-age';
import { useRowKeys } from '../../../lib/keyboard';
import { cardTableStyle } from '../../../lib/table-style';
import { itemPath } from '../../../lib/paths';

const { colors } = theme;

// On a phone each row is a card of label and value; from a tablet up, a table. The first
// cell (the item's link) needs no label, and the selected row is marked.
const tableStyle = css(cardTableStyle, {
  'td:first-of-type::before': { content: 'none' },
  'tr[data-selected="true"]': {
    background: colors.background,
    boxShadow: `inset 4px 0 0 ${colors.primary}`,
  },
  [mediaUp('md')]: { td: { verticalAlign: 'middle' } },
});

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  color: colors.secondary,
});

interface Props {
  readonly items: readonly QueueItem[];
  readonly kind: QueueKind | null;
}

/**
 * The open items, oldest first. j/k or the arrow keys move the selection (the focus, so it
 * is visible and read out), Enter opens the selected item.
 */
export function QueueTable({ items, kind }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selected, setSelected, linkRef } = useRowKeys(
    items.map((row) => row.id),
    (id) => void navigate(itemPath(id, kind)),
  );
  const now = Date.now();

  return (
    <table css={tableStyle}>
      <caption css={visuallyHidden}>{t('inbox.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('inbox.reason')}</th>
          <th scope="col">{t('inbox.kind')}</th>
          <th scope="col">{t('inbox.subject')}</th>
          <th scope="col">{t('inbox.age')}</th>
          <th scope="col">{t('inbox.holder')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const kindText = t(`kinds.${item.kind}`);
          const reasonText = t(`reasons.${item.reason}`, { defaultValue: item.reason });
          const subjectText = item.subject
            ? `${item.subject.name} (${t('inbox.profileId', { id: item.subject.profileId })})`
            : t('inbox.noSubject');
          return (
            <tr key={item.id} data-selected={item.id === selected}>
              <td>
                <Link
                  css={linkStyle}
                  to={itemPath(item.id, kind)}
                  ref={linkRef(item.id)}
                  aria-label={t('inbox.open', {
                    kind: kindText,
                    reason: reasonText,
                    subject: subjectText,
                  })}
                  onFocus={() => setSelected(item.id)}
                >
                  {reasonText}
                </Link>
              </td>
              <td data-label={t('inbox.kind')}>{kindText}</td>
              <td data-label={t('inbox.subject')}>{subjectText}</td>
              <td data-label={t('inbox.age')}>{formatAge(secondsSince(item.createdAt, now), t)}</td>
              <td data-label={t('inbox.holder')}>{item.holder?.name ?? t('inbox.free')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
