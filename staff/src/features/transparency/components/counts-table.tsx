import { useTranslation } from 'react-i18next';
import { cardTableStyle } from '../../../lib/table-style';

export interface CountRow {
  readonly key: string;
  readonly label: string;
  readonly value: string | number;
  /** A second column (e.g. "of which reversed"), when the table has one. */
  readonly extra?: number;
}

/** One part of the report: what was counted, and how many. */
export function CountsTable({
  caption,
  rows,
  extraHeading,
}: {
  caption: string;
  rows: readonly CountRow[];
  extraHeading?: string;
}) {
  const { t } = useTranslation();
  return (
    <table css={cardTableStyle}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transparency.what')}</th>
          <th scope="col">{t('transparency.count')}</th>
          {extraHeading && <th scope="col">{extraHeading}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td data-label={t('transparency.count')}>{row.value}</td>
            {extraHeading && <td data-label={extraHeading}>{row.extra ?? 0}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
