import type { AuditRow } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { cardTableStyle } from '../../../lib/table-style';

const COLUMNS = ['at', 'actor', 'action', 'subject', 'detail', 'ip', 'requestId'] as const;

/** A time as a person reads it, in UTC like the filters' days. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** The rows of the trail; what staff and members wrote is shown as text, never as markup. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`audit.columns.${column}`);
  return (
    <table css={cardTableStyle}>
      <caption>{t('audit.caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={label('at')}>
              <time dateTime={row.at}>{utc(row.at)}</time>
            </td>
            <td data-label={label('actor')}>{row.actor}</td>
            <td data-label={label('action')}>{row.action}</td>
            <td data-label={label('subject')}>
              {row.subjectId ? `${row.subjectType}:${row.subjectId}` : row.subjectType}
            </td>
            <td data-label={label('detail')}>
              <code>{JSON.stringify(row.detail)}</code>
            </td>
            <td data-label={label('ip')}>{row.ip ?? '–'}</td>
            <td data-label={label('requestId')}>{row.requestId ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
