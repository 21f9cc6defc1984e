import { useId, useRef, useState } from 'react';
import { useRemoteProps, useTranslation } from '@dating/platform';
import { isApiError, theme, visuallyHidden } from '@dating/shared-contracts';
import type { ProfileCard, SendMessageResponse } from '@dating/shared-contracts/api';
import { ChatTopBar, InsufficientCreditsDialog } from '../../conversation-parts';
import { CONVERSATION_NS } from '../conversation-texts';
import { useConversationData } from '../hooks/use-conversation-data';
import { useCosts } from '../hooks/use-costs';
import { useOutbox } from '../hooks/use-outbox';
import { useReadMarks } from '../hooks/use-read-marks';
import { useAnnounceTyping, usePartnerTyping } from '../hooks/use-typing';
import { startedFromMemberPage } from '../screen-key';
import type { OutgoingDraft } from '../model/message-store';
import type { Refusal } from '../model/refusal';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { RefusalAlert } from './refusal-alert';
import { LoadError, Loading, NotFound } from './screen-states';
import { StaffWrittenNotice } from './staff-written-notice';
import { TypingIndicator } from './typing-indicator';

export interface ConversationViewProps {
  /** Null for a conversation the first message will start (`partner` is then known). */
  readonly conversationId: string | null;
  readonly partner?: ProfileCard | null;
  /**
   * The partner is a fictional profile (known from its profile before a conversation exists):
   * the member is told who writes its messages before paying for the first one.
   */
  readonly partnerFictional?: boolean;
  readonly backHref: string;
}

const screenStyle = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: theme.colors.background,
} as const;

export function ConversationView({
  conversationId,
  partner = null,
  partnerFictional = false,
  backHref,
}: ConversationViewProps) {
  const { t } = useTranslation(CONVERSATION_NS);
  const { navigate } = useRemoteProps();
  const [startedId, setStartedId] = useState<string | null>(null);
  const data = useConversationData(conversationId ?? startedId, partner?.id ?? null);
  const { id, state, dispatch, open } = data;
  const shown = open.data?.profile ?? partner;
  // A partner whose account was erased has no name left: the chat calls them so.
  const profile = shown && !shown.name ? { ...shown, name: t('deletedMember') } : shown;
  const partnerId = profile?.id ?? null;
  const { costs, costOf, maxLength } = useCosts(open.data?.costs);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<Exclude<Refusal, { kind: 'insufficient_credits' }> | null>(
    null,
  );
  const [creditsNeeded, setCreditsNeeded] = useState<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

  const onSent = (answer: SendMessageResponse) => {
    if (id) return;
    setStartedId(answer.conversation_id);
    if (partnerId) startedFromMemberPage(answer.conversation_id, partnerId);
    navigate(`/chats/${answer.conversation_id}`, { replace: true });
  };
  const onRefused = (why: Refusal, draft: OutgoingDraft) => {
    if (draft.kind === 'text') setText((now) => (now.trim() ? now : draft.body));
    if (why.kind === 'insufficient_credits') setCreditsNeeded(why.needed);
    else setRefusal(why);
  };
  const outbox = useOutbox({ profileId: partnerId, dispatch, costOf, onSent, onRefused });
  const typing = usePartnerTyping(id, partnerId);
  const announceTyping = useAnnounceTyping(id);
  useReadMarks(id, partnerId, state, dispatch);

  if (id && state.messages.length === 0 && state.outgoing.length === 0) {
    if (open.isError) {
      return isApiError(open.error) && open.error.status === 404 ? (
        <NotFound backHref={backHref} />
      ) : (
        <LoadError onRetry={() => void open.refetch()} />
      );
    }
    if (open.isPending) return <Loading />;
  }
  if (!profile) return <Loading />;

  const send = (draft: OutgoingDraft) => {
    setRefusal(null);
    outbox.send(draft);
  };
  return (
    <section css={screenStyle} aria-labelledby={titleId}>
      <h1 id={titleId} css={visuallyHidden}>
        {t('title_with', { name: profile.name })}
      </h1>
      <ChatTopBar
        profile={profile}
        conversationId={id}
        backHref={backHref}
        onDeleted={() => navigate(backHref)}
      />
      {(open.data?.staff_written ?? partnerFictional) === true && (
        <StaffWrittenNotice name={profile.name} />
      )}
      <MessageLog
        conversationId={id}
        partnerName={profile.name}
        imagesShown={open.data?.images_shown ?? false}
        state={state}
        older={data.older}
        onLoadOlder={data.loadOlder}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
      />
      <TypingIndicator name={typing ? profile.name : null} />
      {refusal && (
        <RefusalAlert
          refusal={refusal}
          name={profile.name}
          backHref={backHref}
          onClose={() => setRefusal(null)}
        />
      )}
      <Composer
        fieldRef={field}
        text={text}
        onText={(value) => {
          setText(value);
          if (value.trim()) announceTyping();
        }}
        maxLength={maxLength}
        costs={costs}
        partnerName={profile.name}
        onSend={(body) => {
          send({ kind: 'text', body });
          setText('');
        }}
        onImage={(file) => send({ kind: 'image', file, previewUrl: previewOf(file) })}
        onGift={(giftId, slug) => send({ kind: 'gift', giftId, slug })}
      />
      <InsufficientCreditsDialog
        open={creditsNeeded !== null}
        onClose={() => {
          setCreditsNeeded(null);
          field.current?.focus();
        }}
        needed={creditsNeeded ?? 0}
        returnTo={window.location.pathname}
      />
    </section>
  );
}

/** A local preview of an image being sent (none where the browser cannot make one). */
const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
