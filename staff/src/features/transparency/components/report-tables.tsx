import { css } from '@emotion/react';
import type { TransparencyReport } from '@dating/shared-contracts/api';
import { mediaUp } from '@dating/shared-contracts/theme';
import { useTranslation } from 'react-i18next';
import { CountsTable, type CountRow } from './counts-table';

const gridStyle = css({
  display: 'grid',
  gap: 24,
  [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** The report's figures, a table per part, labelled in the console's language. */
export function ReportTables({ report }: { report: TransparencyReport }) {
  const { t } = useTranslation();
  const { notices, actions, appeals, restrictions } = report;
  const hours = (value: number | null) =>
    value === null ? t('transparency.noMedian') : t('transparency.hours', { count: value });
  const rows = (
    counts: Record<string, number>,
    label: (key: string) => string,
    extra?: Record<string, number>,
  ): CountRow[] =>
    Object.entries(counts).map(([key, value]) => ({
      key,
      label: label(key),
      value,
      ...(extra ? { extra: extra[key] ?? 0 } : {}),
    }));
  const known = (prefix: string) => (key: string) => t(`${prefix}.${key}`, { defaultValue: key });
  const ground = (key: string) => (key === 'none' ? t('decision.noGround') : known('grounds')(key));

  return (
    <div css={gridStyle}>
      <CountsTable
        caption={t('transparency.notices')}
        rows={[
          { key: 'total', label: t('transparency.total'), value: notices.total },
          ...rows(notices.byKind, known('kinds')),
          {
            key: 'photoReviews',
            label: t('transparency.photoReviews'),
            value: report.ownInitiative.photoReviews,
          },
        ]}
      />
      <CountsTable
        caption={t('transparency.byCategory')}
        rows={rows(notices.byCategory, known('reasons'))}
      />
      <CountsTable
        caption={t('transparency.bySource')}
        rows={rows(notices.bySource, known('transparency.sources'))}
      />
      <CountsTable
        caption={t('transparency.actions')}
        rows={[
          { key: 'total', label: t('transparency.total'), value: actions.total },
          {
            key: 'reversed',
            label: t('transparency.reversedTotal'),
            value: actions.reversed.total,
          },
          { key: 'automated', label: t('transparency.automated'), value: actions.automated },
          { key: 'manual', label: t('transparency.manual'), value: actions.manual },
          {
            key: 'median',
            label: t('transparency.medianNotice'),
            value: hours(actions.medianHoursNoticeToAction),
          },
          {
            key: 'suspensions',
            label: t('transparency.suspensions'),
            value: restrictions.suspensions,
          },
          { key: 'bans', label: t('transparency.bans'), value: restrictions.bans },
        ]}
      />
      <CountsTable
        caption={t('transparency.byGround')}
        rows={rows(actions.byGround, ground, actions.reversed.byGround)}
        extraHeading={t('transparency.reversed')}
      />
      <CountsTable
        caption={t('transparency.byKind')}
        rows={rows(actions.byKind, known('actions'), actions.reversed.byKind)}
        extraHeading={t('transparency.reversed')}
      />
      <CountsTable
        caption={t('transparency.appeals')}
        rows={[
          { key: 'total', label: t('transparency.total'), value: appeals.total },
          ...rows(appeals.byStatus, known('transparency.statuses')),
          {
            key: 'median',
            label: t('transparency.medianAppeal'),
            value: hours(appeals.medianHoursToDecide),
          },
        ]}
      />
    </div>
  );
}
