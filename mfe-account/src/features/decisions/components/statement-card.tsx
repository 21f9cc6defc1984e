import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, type Statement } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts';
import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { savedStatusStyle } from '../../../components/more-form-styles';
import { TextAreaField } from '../../../components/other-fields';
import { useAppeal } from '../api/decisions';
import { DECISIONS_NS } from '../decisions-texts';

const cardStyle = css({
  display: 'grid',
  gap: 12,
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 8,
  background: theme.colors.surface,
  h2: { margin: 0, fontSize: 18, color: theme.colors.secondary },
  h3: { margin: '8px 0 0', fontSize: 16 },
  p: { margin: 0 },
  dl: { display: 'grid', gap: 8, margin: 0 },
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
});

const factsStyle = css({
  margin: 0,
  padding: '8px 12px',
  borderLeft: `4px solid ${theme.colors.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const useDate = () => {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
};

/** The appeal's form: what the member disagrees with, checked as it is sent. */
function AppealForm({ statement }: { statement: Statement }) {
  const { t } = useTranslation(DECISIONS_NS);
  const errorMessage = useApiErrorMessage();
  const appeal = useAppeal(statement.token);
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < APPEAL_TEXT_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    appeal.mutate(trimmed);
  };

  return (
    <form css={formStyle} onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-appeal`}
        label={t('appealLabel')}
        hint={t('appealHint', { used: text.trim().length, max: APPEAL_TEXT_MAX })}
        error={tooShort ? t('appealTooShort', { min: APPEAL_TEXT_MIN }) : null}
        rows={5}
        maxLength={APPEAL_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {appeal.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(appeal.error)}
        </p>
      )}
      <button type="submit" css={primaryButtonStyle} disabled={appeal.isPending}>
        {appeal.isPending ? t('sending') : t('appealButton')}
      </button>
    </form>
  );
}

/**
 * One statement of reasons: what was restricted and until when, the ground, the facts,
 * whether automation was used, and the appeal: its state, or the form while one may appeal.
 */
export function StatementCard({ statement, now }: { statement: Statement; now: Date }) {
  const { t } = useTranslation(DECISIONS_NS);
  const date = useDate();
  const titleId = useId();
  const { appeal } = statement;
  const mayAppeal = appeal === null && Date.parse(statement.appealUntil) > now.getTime();
  return (
    <article css={cardStyle} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`actions.${statement.action}`)}</h2>
      <dl>
        <div>
          <dt>{t('decidedOn')}</dt>
          <dd>{date(statement.decidedAt)}</dd>
        </div>
        {statement.endsAt && (
          <div>
            <dt>{t('until')}</dt>
            <dd>{date(statement.endsAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('ground')}</dt>
          <dd>{t(`grounds.${statement.ground}`)}</dd>
        </div>
        <div>
          <dt>{t('facts')}</dt>
          <dd>
            <p css={factsStyle}>{statement.facts}</p>
          </dd>
        </div>
        <div>
          <dt>{t('automated')}</dt>
          <dd>{statement.automated ? t('automatedYes') : t('automatedNo')}</dd>
        </div>
      </dl>
      <h3>{t('appealTitle')}</h3>
      {appeal === null ? (
        mayAppeal ? (
          <>
            <p>{t('appealIntro', { date: date(statement.appealUntil) })}</p>
            <AppealForm statement={statement} />
          </>
        ) : (
          <p>{t('appealOver')}</p>
        )
      ) : appeal.status === 'open' ? (
        <p role="status" css={savedStatusStyle}>
          {t('appealOpen', { date: date(appeal.createdAt) })}
        </p>
      ) : (
        <>
          <p role="status" css={savedStatusStyle}>
            {t(appeal.status === 'reversed' ? 'appealReversed' : 'appealUpheld')}
          </p>
          {appeal.answer && <p css={factsStyle}>{appeal.answer}</p>}
        </>
      )}
      <p>{t('redress')}</p>
    </article>
  );
}
