import { css } from '@emotion/react';
import { OPERATOR_MESSAGE_MAX, type OperatorConversation } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMoment } from '../../../lib/format-age';
import {
  alertStyle,
  buttonLinkStyle,
  factsStyle,
  fieldErrorStyle,
  fieldStyle,
  formStyle,
  hintStyle,
  mutedStyle,
  panelStyle,
  primaryButtonStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { useClaim, type ClaimState } from '../../../lib/claim';
import {
  operatorClaimEndpoints,
  useOperatorAnswer,
  useOperatorConversation,
} from '../api/conversations';
import { useOperatorErrorText } from '../operator-errors';
import { OPERATOR_PATH } from '../paths';
import { VulnerabilityFlag } from './vulnerability-flag';

const { colors } = theme;

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 }, h2: { marginTop: 0 } });
const logStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  maxHeight: '50vh',
  overflowY: 'auto',
});
const bubbleStyle = (fromProfile: boolean) =>
  css({
    justifySelf: fromProfile ? 'end' : 'start',
    maxWidth: '80%',
    padding: '8px 12px',
    borderRadius: theme.radius,
    background: fromProfile ? colors.background : colors.surface,
    border: `1px solid ${colors.border}`,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 12 });
const errorStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

const newNonce = () => globalThis.crypto.randomUUID();

/** One conversation with a fictional profile: who the member is, the messages, the answer. */
export function OperatorConversationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const errorText = useOperatorErrorText();
  const conversation = useOperatorConversation(id);
  return (
    <section css={screenStyle} aria-labelledby="operator-conversation-title">
      <div>
        <Link to={OPERATOR_PATH} css={buttonLinkStyle}>
          {t('operator.back')}
        </Link>
      </div>
      {conversation.isError && (
        <div css={errorStyle}>
          <h1 id="operator-conversation-title">{t('operator.title')}</h1>
          <p role="alert" css={alertStyle}>
            {errorText(conversation.error)}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={conversation.isFetching}
            onClick={() => void conversation.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {conversation.isPending && <p role="status">{t('app.loading')}</p>}
      {conversation.data && <Conversation conversation={conversation.data} />}
    </section>
  );
}

/** Who may answer now: said when it is not the caller, with a way to take it again. */
function ClaimNotice({ state, retry }: { readonly state: ClaimState; readonly retry: () => void }) {
  const { t } = useTranslation();
  const errorText = useOperatorErrorText();
  if (state.status === 'claimed') return null;
  if (state.status === 'claiming') return <p role="status">{t('operator.claim.claiming')}</p>;
  const text =
    state.status === 'held'
      ? t('operator.claim.heldBy', { name: state.holder ?? '' })
      : state.status === 'error'
        ? errorText(state.error)
        : t('operator.claim.lost');
  return (
    <div css={errorStyle}>
      <p role="alert" css={alertStyle}>
        {text}
      </p>
      <button type="button" css={secondaryButtonStyle} onClick={retry}>
        {t('operator.claim.claimAgain')}
      </button>
    </div>
  );
}

function Conversation({ conversation }: { readonly conversation: OperatorConversation }) {
  const { t, i18n } = useTranslation();
  const { member, profile } = conversation;
  const claim = useClaim(conversation.id, operatorClaimEndpoints);
  return (
    <>
      <h1 id="operator-conversation-title">
        {t('operator.conversationTitle', { member: member.name, profile: profile.name })}
      </h1>
      {conversation.vulnerability.flagged && (
        <div>
          <VulnerabilityFlag vulnerability={conversation.vulnerability} />
        </div>
      )}
      <section css={panelStyle} aria-labelledby="operator-member">
        <h2 id="operator-member">{t('operator.memberHeading')}</h2>
        <dl css={factsStyle}>
          <dt>{t('operator.name')}</dt>
          <dd>{member.name}</dd>
          <dt>{t('operator.age')}</dt>
          <dd>{member.age}</dd>
          <dt>{t('operator.country')}</dt>
          <dd>{member.country}</dd>
          <dt>{t('operator.language')}</dt>
          <dd>{member.language}</dd>
          <dt>{t('operator.profile')}</dt>
          <dd>
            {t('operator.profileFacts', {
              name: profile.name,
              age: profile.age,
              country: profile.country,
            })}
          </dd>
        </dl>
      </section>
      <section css={panelStyle} aria-labelledby="operator-messages">
        <h2 id="operator-messages">{t('operator.messages')}</h2>
        <ol css={logStyle} role="log" aria-label={t('operator.log', { member: member.name })}>
          {conversation.messages.map((message) => {
            const fromProfile = message.from === 'profile';
            return (
              <li key={message.id} css={bubbleStyle(fromProfile)}>
                <span css={[mutedStyle, { display: 'block', fontSize: 14 }]}>
                  {t(fromProfile ? 'operator.fromProfile' : 'operator.fromMember', {
                    name: fromProfile ? profile.name : member.name,
                    at: formatMoment(message.createdAt, i18n.language),
                  })}
                </span>
                {message.kind === 'text'
                  ? message.body
                  : t(`operator.kinds.${message.kind}`, { gift: message.gift ?? '' })}
              </li>
            );
          })}
        </ol>
      </section>
      <ClaimNotice state={claim.state} retry={claim.retry} />
      <AnswerForm conversation={conversation} canAnswer={claim.state.status === 'claimed'} />
    </>
  );
}

/**
 * The answer as the profile, or the prepared honest answer in one click. Each answer gets its
 * own nonce, kept through a retry of the same answer, so a double click sends it once.
 */
function AnswerForm({
  conversation,
  canAnswer,
}: {
  readonly conversation: OperatorConversation;
  /** The caller holds the conversation: only then may they answer. */
  readonly canAnswer: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useOperatorErrorText();
  const send = useOperatorAnswer(conversation.id);
  const [text, setText] = useState('');
  const [nonce, setNonce] = useState(newNonce);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const done = () => {
    setText('');
    setNonce(newNonce());
    setProblem(null);
    setSent(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const body = text.trim();
    if (!body) {
      setProblem(t('operator.answerRequired'));
      return;
    }
    setProblem(null);
    send.mutate({ nonce, body }, { onSuccess: done });
  };
  const honest = () => {
    setSent(false);
    send.mutate({ nonce: newNonce(), honest: true }, { onSuccess: done });
  };

  return (
    <section css={panelStyle} aria-labelledby="operator-answer">
      <h2 id="operator-answer">{t('operator.answerHeading')}</h2>
      <form css={formStyle} onSubmit={submit} noValidate>
        <div css={fieldStyle}>
          <label htmlFor="operator-answer-text">
            {t('operator.answerLabel', { profile: conversation.profile.name })}
          </label>
          <textarea
            id="operator-answer-text"
            rows={4}
            maxLength={OPERATOR_MESSAGE_MAX}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={
              problem ? 'operator-answer-error operator-answer-hint' : 'operator-answer-hint'
            }
            onChange={(event) => {
              setText(event.target.value);
              // Another text is another answer: a new nonce.
              setNonce(newNonce());
            }}
          />
          <p id="operator-answer-hint" css={hintStyle}>
            {t('operator.answerHint')}
          </p>
          {problem && (
            <p id="operator-answer-error" css={fieldErrorStyle}>
              {problem}
            </p>
          )}
        </div>
        {send.isError && (
          <p role="alert" css={alertStyle}>
            {errorText(send.error)}
          </p>
        )}
        {sent && <p role="status">{t('operator.sent')}</p>}
        <div css={actionsStyle}>
          <button type="submit" css={primaryButtonStyle} disabled={send.isPending || !canAnswer}>
            {t('operator.send')}
          </button>
          <button
            type="button"
            css={secondaryButtonStyle}
            disabled={send.isPending || !canAnswer}
            aria-describedby="operator-honest-text"
            onClick={honest}
          >
            {t('operator.honest')}
          </button>
        </div>
        <p id="operator-honest-text" css={hintStyle}>
          {t('operator.honestHint', { text: conversation.honestAnswer })}
        </p>
      </form>
    </section>
  );
}
