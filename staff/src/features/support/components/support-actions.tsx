import { css } from '@emotion/react';
import { STAFF_REASON_MIN, type MemberFile } from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alertStyle,
  formStyle,
  noticeStyle,
  panelStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useSupportAction, type SupportAction } from '../api/members';
import { useSupportErrorText } from '../support-errors';
import { ReasonField } from './reason-field';

const buttonsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 12 });
const doneStyle = css({ margin: 0, fontWeight: 600 });

/** Resending the activation mail needs no reason; the other actions do. */
const reasonRequired = (action: SupportAction) => action !== 'resendActivation';

function Confirm({
  member,
  action,
  onClose,
}: {
  member: MemberFile;
  action: SupportAction;
  onClose: (done: string | null) => void;
}) {
  const { t } = useTranslation();
  const errorText = useSupportErrorText();
  const run = useSupportAction(member.id, action);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `reason-${action}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired(action) && reason.trim().length < STAFF_REASON_MIN) {
      setProblem(t('support.actions.reasonRequired', { min: STAFF_REASON_MIN }));
      document.getElementById(id)?.focus();
      return;
    }
    setProblem(null);
    run.mutate(reason.trim(), {
      onSuccess: (answer) =>
        onClose(t(`support.actions.${action}.done`, { count: answer.count ?? 0 })),
    });
  };

  return (
    <form css={[panelStyle, formStyle]} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} css={{ margin: 0 }}>
        {t(`support.actions.${action}.confirmTitle`)}
      </h3>
      <p css={{ margin: 0 }}>{t(`support.actions.${action}.confirmBody`, { name: member.name })}</p>
      <ReasonField
        id={id}
        label={t(
          reasonRequired(action) ? 'support.actions.reason' : 'support.actions.reasonOptional',
        )}
        hint={t('support.actions.reasonHint')}
        value={reason}
        error={problem}
        onChange={setReason}
      />
      {run.isError && (
        <p role="alert" css={alertStyle}>
          {errorText(run.error)}
        </p>
      )}
      <div css={buttonsStyle}>
        <button type="submit" css={primaryButtonStyle} disabled={run.isPending}>
          {run.isPending ? t('support.actions.working') : t(`support.actions.${action}.confirm`)}
        </button>
        <button type="button" css={secondaryButtonStyle} onClick={() => onClose(null)}>
          {t('support.actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Support's actions on the member, each confirmed with a reason (the audit keeps it). */
export function SupportActions({ member }: { member: MemberFile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SupportAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions: SupportAction[] = [
    ...(member.state === 'not_confirmed' ? (['resendActivation'] as const) : []),
    'endSessions',
    ...(member.state === 'deleted' ? [] : (['dataExport'] as const)),
  ];

  return (
    <section css={[panelStyle, formStyle]} aria-labelledby="member-actions">
      <h2 id="member-actions" css={{ margin: 0 }}>
        {t('support.actions.title')}
      </h2>
      {done && (
        <p role="status" css={[noticeStyle, doneStyle]}>
          {done}
        </p>
      )}
      {open ? (
        <Confirm
          member={member}
          action={open}
          onClose={(message) => {
            const action = open;
            setOpen(null);
            setDone(message);
            // Back to where the staff member was: the button that opened the form.
            setTimeout(() => {
              document.querySelector<HTMLElement>(`[data-action="${action}"]`)?.focus();
            }, 0);
          }}
        />
      ) : (
        <div css={buttonsStyle}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              data-action={action}
              css={secondaryButtonStyle}
              onClick={() => {
                setDone(null);
                setOpen(action);
              }}
            >
              {t(`support.actions.${action}.button`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
