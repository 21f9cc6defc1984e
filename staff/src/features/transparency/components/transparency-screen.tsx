import { css } from '@emotion/react';
import { mediaUp } from '@dating/shared-contracts/theme';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import {
  alertStyle,
  fieldErrorStyle,
  fieldStyle,
  hintStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { downloadReport, useTransparencyReport } from '../api/transparency';
import { ReportTables } from './report-tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 }, h2: { margin: 0 } });
const formStyle = css({
  display: 'grid',
  gap: 12,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'end' },
});
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** A day of the address, when it is one. */
const dayOf = (search: URLSearchParams, name: string) => {
  const value = search.get(name);
  return value && DAY.test(value) ? value : null;
};

/** This calendar year so far, in UTC: what the form offers before anything is chosen. */
function thisYear() {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * The DSA transparency report for admins (decision 0163): a range of UTC days, its counts in
 * tables, and the same figures as CSV or JSON to publish. Every reading is audited.
 */
export function TransparencyScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const from = dayOf(search, 'from');
  const to = dayOf(search, 'to');
  const [range, setRange] = useState(() => (from && to ? { from, to } : thisYear()));
  const [problem, setProblem] = useState<string | null>(null);
  const report = useTransparencyReport(from, to);
  const download = useMutation({
    mutationFn: (format: 'csv' | 'json') => downloadReport(from!, to!, format),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAY.test(range.from) || !DAY.test(range.to))
      return setProblem(t('transparency.rangeMissing'));
    if (range.from > range.to) return setProblem(t('transparency.rangeBackwards'));
    setProblem(null);
    setSearch({ from: range.from, to: range.to });
  };

  return (
    <section css={screenStyle} aria-labelledby="transparency-title">
      <h1 id="transparency-title">{t('transparency.title')}</h1>
      <p css={{ margin: 0 }}>{t('transparency.intro')}</p>
      <form css={formStyle} onSubmit={submit} noValidate aria-label={t('transparency.period')}>
        {(['from', 'to'] as const).map((name) => (
          <div key={name} css={fieldStyle}>
            <label htmlFor={`transparency-${name}`}>{t(`transparency.${name}`)}</label>
            <input
              id={`transparency-${name}`}
              type="date"
              required
              value={range[name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'transparency-problem' : 'transparency-utc'}
              onChange={(event) => setRange({ ...range, [name]: event.target.value })}
            />
          </div>
        ))}
        <div>
          <button type="submit" css={primaryButtonStyle}>
            {t('transparency.show')}
          </button>
        </div>
      </form>
      <p id="transparency-utc" css={hintStyle}>
        {t('transparency.utc')}
      </p>
      {problem && (
        <p id="transparency-problem" css={fieldErrorStyle}>
          {problem}
        </p>
      )}
      {report.isFetching && <p role="status">{t('transparency.loading')}</p>}
      {report.isError && (
        <div css={rowStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(report.error)}
          </p>
          <button type="button" css={primaryButtonStyle} onClick={() => void report.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {report.data && (
        <>
          <h2>{t('transparency.heading', { from: report.data.from, to: report.data.to })}</h2>
          <div css={rowStyle}>
            {(['csv', 'json'] as const).map((format) => (
              <button
                key={format}
                type="button"
                css={secondaryButtonStyle}
                disabled={download.isPending}
                onClick={() => download.mutate(format)}
              >
                {t(`transparency.download.${format}`)}
              </button>
            ))}
          </div>
          {download.isError && (
            <p role="alert" css={alertStyle}>
              {errorText(download.error)}
            </p>
          )}
          <ReportTables report={report.data} />
        </>
      )}
    </section>
  );
}
