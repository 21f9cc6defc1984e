import { css } from '@emotion/react';
import { mediaUp } from '@dating/shared-contracts/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyle, hintStyle, primaryButtonStyle } from '../../../lib/styles';
import type { AuditFilters } from '../api/audit';

const FIELDS = ['from', 'to', 'actor', 'action', 'subject'] as const;
type Name = (typeof FIELDS)[number];

const formStyle = css({
  display: 'grid',
  gap: 12,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' },
});
const actionsStyle = css({ display: 'flex', alignItems: 'end', gap: 12 });

/** The trail's filters: two days and three texts, applied together. */
export function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Name, string>>(
    () =>
      Object.fromEntries(FIELDS.map((name) => [name, filters[name] ?? ''])) as Record<Name, string>,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const applied = Object.fromEntries(
      FIELDS.map((name) => [name, values[name].trim()]).filter(([, value]) => value),
    ) as AuditFilters;
    onApply(applied);
  };
  return (
    <form css={formStyle} onSubmit={submit} aria-label={t('audit.filters')}>
      {FIELDS.map((name) => (
        <div key={name} css={fieldStyle}>
          <label htmlFor={`audit-${name}`}>{t(`audit.${name}`)}</label>
          <input
            id={`audit-${name}`}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            value={values[name]}
            aria-describedby={
              name === 'subject' || name === 'action' ? `audit-${name}-hint` : undefined
            }
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
          {(name === 'subject' || name === 'action') && (
            <p id={`audit-${name}-hint`} css={hintStyle}>
              {t(`audit.${name}Hint`)}
            </p>
          )}
        </div>
      ))}
      <div css={actionsStyle}>
        <button type="submit" css={primaryButtonStyle}>
          {t('audit.apply')}
        </button>
      </div>
    </form>
  );
}
