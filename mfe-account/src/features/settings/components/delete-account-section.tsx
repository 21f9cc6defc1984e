import { theme, type SessionUser } from '@dating/shared-contracts';
import { allNotificationPreferences } from '@dating/shared-contracts/api';
import { useNavigate } from '@dating/platform/router';
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import { TextField } from '../../../components/text-field';
import { TextAreaField } from '../../../components/other-fields';
import { useCompanyInfo } from '../api/company-info';
import { useDeleteAccount } from '../api/delete-account';
import { useUpdateNotificationPreferences } from '../api/notification-preferences';
import { useUpdateUser } from '../../../lib/update-user';
import { fieldErrors } from '../../../lib/field-errors';
import { RetentionDiscount } from './retention-discount';

/** Why members leave; the keys are stored with the deletion. */
const REASONS = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'privacy',
  'taking_a_break',
  'other',
] as const;
const ALL_OFF = allNotificationPreferences(false);

const dangerButtonStyle = css(primaryButtonStyle, { background: theme.colors.danger });
const solutionStyle = css({
  display: 'grid',
  gap: 8,
  padding: 16,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  h4: { margin: 0, fontSize: 17 },
  p: { margin: 0 },
});
const reasonsStyle = css({
  display: 'grid',
  gap: 4,
  margin: 0,
  padding: 0,
  border: 'none',
  legend: { fontWeight: 600, marginBottom: 8 },
  label: { display: 'flex', alignItems: 'center', gap: 12, minHeight: 44, cursor: 'pointer' },
  input: { width: 22, height: 22, margin: 0, accentColor: theme.colors.primary },
});

/**
 * Delete account: solutions first (invisible mode, a pause, the discount of the company
 * info), then the reasons and the password. It ends at /account-deleted.
 */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'closed' | 'solutions' | 'confirm'>('closed');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step !== 'closed') heading.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title">{t('settings.delete.title')}</h2>
      {step === 'closed' && (
        <>
          <p>{t('settings.delete.intro')}</p>
          <button type="button" css={outlineButtonStyle} onClick={() => setStep('solutions')}>
            {t('settings.delete.start')}
          </button>
        </>
      )}
      {step === 'solutions' && (
        <Solutions
          user={user}
          headingRef={heading}
          onStay={() => setStep('closed')}
          onGoOn={() => setStep('confirm')}
        />
      )}
      {step === 'confirm' && <Confirm headingRef={heading} onCancel={() => setStep('closed')} />}
    </section>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function Solutions({
  user,
  headingRef,
  onStay,
  onGoOn,
}: {
  user: SessionUser;
  headingRef: HeadingRef;
  onStay: () => void;
  onGoOn: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const updateUser = useUpdateUser();
  const updatePreferences = useUpdateNotificationPreferences();
  const company = useCompanyInfo();
  const discount = company.data?.companyinfo.delete_discount ?? 0;
  const [paused, setPaused] = useState(false);
  const failed = updateUser.error ?? updatePreferences.error;

  async function pause() {
    try {
      await updateUser.mutateAsync({ invisible: true });
      await updatePreferences.mutateAsync(ALL_OFF);
      setPaused(true);
    } catch {
      // The alert shows the refusal.
    }
  }

  return (
    <div css={formStyle}>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('settings.delete.solutionsTitle')}
      </h3>
      {failed && (
        <p role="alert" css={alertStyle}>
          {errorMessage(failed)}
        </p>
      )}
      <div css={solutionStyle}>
        <h4>{t('settings.delete.invisibleTitle')}</h4>
        <p>{t('settings.delete.invisibleBody')}</p>
        {user.invisible ? (
          <p role="status">{t('settings.delete.invisibleOn')}</p>
        ) : (
          <button
            type="button"
            css={outlineButtonStyle}
            disabled={updateUser.isPending}
            onClick={() => updateUser.mutate({ invisible: true })}
          >
            {t('settings.delete.invisibleButton')}
          </button>
        )}
      </div>
      <div css={solutionStyle}>
        <h4>{t('settings.delete.pauseTitle')}</h4>
        <p>{t('settings.delete.pauseBody')}</p>
        {paused ? (
          <p role="status">{t('settings.delete.pauseOn')}</p>
        ) : (
          <button
            type="button"
            css={outlineButtonStyle}
            disabled={updateUser.isPending || updatePreferences.isPending}
            onClick={() => void pause()}
          >
            {t('settings.delete.pauseButton')}
          </button>
        )}
      </div>
      {discount > 0 && (
        <div css={solutionStyle}>
          <RetentionDiscount percent={discount} />
        </div>
      )}
      <button type="button" css={primaryButtonStyle} onClick={onStay}>
        {t('settings.delete.stay')}
      </button>
      <button type="button" css={dangerButtonStyle} onClick={onGoOn}>
        {t('settings.delete.goOn')}
      </button>
    </div>
  );
}

function Confirm({ headingRef, onCancel }: { headingRef: HeadingRef; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, submit } = useDeleteAccount();
  const [reasons, setReasons] = useState<readonly string[]>([]);
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting' || state.status === 'success';
  const refused =
    state.status === 'error'
      ? fieldErrors(state.error, ['password'] as const, { wrong_password: 'password' })
      : null;

  useEffect(() => {
    if (refused?.fields.password)
      form.current?.querySelector<HTMLElement>('#delete-password')?.focus();
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  function toggle(reason: string, on: boolean) {
    setReasons((current) => (on ? [...current, reason] : current.filter((r) => r !== reason)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const done = await submit({
      password,
      reasons: [...reasons],
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (done) navigate('/account-deleted');
  }

  return (
    <form ref={form} css={formStyle} onSubmit={onSubmit} aria-busy={submitting} noValidate>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('settings.delete.confirmTitle')}
      </h3>
      <p>{t('settings.delete.confirmBody')}</p>
      {refused?.general && (
        <p role="alert" css={alertStyle}>
          {errorMessage(state.status === 'error' ? state.error : null)}
        </p>
      )}
      <fieldset css={reasonsStyle}>
        <legend>{t('settings.delete.reasonsLegend')}</legend>
        {REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="checkbox"
              checked={reasons.includes(reason)}
              onChange={(event) => toggle(reason, event.target.checked)}
            />
            {t(`settings.delete.reasons.${reason}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id="delete-comment"
        label={t('settings.delete.comment')}
        maxLength={2000}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <TextField
        id="delete-password"
        label={t('settings.delete.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={refused?.fields.password ? errorText(refused.fields.password) : null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" css={dangerButtonStyle} disabled={submitting}>
        {t(submitting ? 'settings.delete.deleting' : 'settings.delete.submit')}
      </button>
      <button type="button" css={outlineButtonStyle} onClick={onCancel}>
        {t('settings.delete.cancel')}
      </button>
    </form>
  );
}
