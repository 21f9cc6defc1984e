import { css } from '@emotion/react';
import {
  staffQueueEndpoints,
  type DecisionResponse,
  type QueueKind,
} from '@dating/shared-contracts/api';
import { mediaUp } from '@dating/shared-contracts/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useShortcuts } from '../../../lib/keyboard';
import { inboxPath, itemPath, kindOf } from '../../../lib/paths';
import { nextItem, queueKey, useFetchQueue } from '../../../lib/queue-query';
import { useRecentDecision } from '../../../lib/recent-decision';
import { useMe } from '../../../lib/session';
import {
  alertStyle,
  buttonLinkStyle,
  mutedStyle,
  noticeStyle,
  primaryButtonStyle,
} from '../../../lib/styles';
import { useClaim, type ClaimState } from '../../../lib/claim';
import { useItemDetail } from '../api/item';
import { AppealForm } from './appeal-form';
import { DecisionForm } from './decision-form';
import { ItemDetails } from './item-details';

const layoutStyle = css({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' },
});
const columnStyle = css({ display: 'grid', gap: 16, minWidth: 0 });
const barStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
const asideStyle = css({ [mediaUp('lg')]: { position: 'sticky', top: 16 } });
const titleStyle = css({ margin: 0, '&:focus': { outline: 'none' } });

/** What the claim allows, said above the item when it is not the caller's to decide. */
function ClaimNotice({ state }: { state: ClaimState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (state.status) {
    case 'held':
      return (
        <p role="status" css={noticeStyle}>
          {state.holder ? t('item.heldBy', { name: state.holder }) : t('item.heldByOther')}
        </p>
      );
    case 'lost':
      return (
        <p role="alert" css={alertStyle}>
          {t('item.claimLost')}
        </p>
      );
    case 'own':
      return (
        <p role="status" css={noticeStyle}>
          {t('item.ownDecision')}
        </p>
      );
    case 'closed':
      return (
        <p role="status" css={noticeStyle}>
          {t('item.closed')}
        </p>
      );
    case 'not_found':
      return (
        <p role="alert" css={alertStyle}>
          {t('item.notFound')}
        </p>
      );
    case 'error':
      return (
        <p role="alert" css={alertStyle}>
          {errorText(state.error)}
        </p>
      );
    default:
      return null;
  }
}

/**
 * One item of the inbox: held for this moderator while open (claimed, renewed, released on
 * leaving), read in full, decided with a statement of reasons. Keys: n the next item,
 * Escape back to the inbox (u, undo, belongs to the toast).
 */
export function ItemScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const kind = kindOf(search);
  return <ItemView key={id} id={id} kind={kind} />;
}

function ItemView({ id, kind }: { id: string; kind: QueueKind | null }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fetchQueue = useFetchQueue();
  const recent = useRecentDecision();
  const claim = useClaim(id, staffQueueEndpoints);
  const { state } = claim;
  const readable =
    state.status === 'claimed' ||
    state.status === 'held' ||
    state.status === 'lost' ||
    state.status === 'own';
  const detail = useItemDetail(id, readable);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new item starts at its title, for the eyes (the top of the page) and for a screen reader.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  /** Goes on to the next free item of the same filter, or back to the inbox when none. */
  async function goToNext() {
    let next = null;
    try {
      next = nextItem((await fetchQueue(kind)).items, id, me.id);
    } catch {
      // The inbox shows why the queue does not load.
    }
    navigate(next ? itemPath(next.id, kind) : inboxPath(kind));
  }

  /** An appeal has no undo: decided, the console goes on. */
  function appealDecided() {
    claim.settled();
    void queryClient.invalidateQueries({ queryKey: queueKey(kind) });
    void goToNext();
  }

  function decided(answer: DecisionResponse) {
    claim.settled();
    recent.show({ decisionId: answer.decisionId, itemId: id, kind }, answer.undoUntil);
    void queryClient.invalidateQueries({ queryKey: queueKey(kind) });
    void goToNext();
  }

  useShortcuts((event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      navigate(inboxPath(kind));
    } else if (event.key === 'n') {
      event.preventDefault();
      void goToNext();
    }
  });

  const item = detail.data?.item;
  const title = item
    ? `${t(`kinds.${item.kind}`)}: ${t(`reasons.${item.reason}`, { defaultValue: item.reason })}`
    : t('item.loading');

  return (
    <article css={columnStyle} aria-labelledby="item-title">
      <div css={barStyle}>
        <Link to={inboxPath(kind)} css={buttonLinkStyle}>
          {t('item.back')}
        </Link>
        <p css={[mutedStyle, { margin: 0 }]}>{t('item.keyboard')}</p>
      </div>
      <h1 id="item-title" ref={heading} tabIndex={-1} css={titleStyle}>
        {title}
        {item?.subject && ` – ${item.subject.name}`}
      </h1>
      <ClaimNotice state={state} />
      {state.status === 'error' && (
        <button type="button" css={primaryButtonStyle} onClick={claim.retry}>
          {t('app.retry')}
        </button>
      )}
      {(state.status === 'claiming' || (readable && detail.isPending)) && (
        <p role="status">{t('item.loading')}</p>
      )}
      {detail.isError && (
        <div css={barStyle}>
          <p role="alert" css={alertStyle}>
            {t('item.loadFailed')}
          </p>
          <button type="button" css={primaryButtonStyle} onClick={() => void detail.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {detail.data && (
        <div css={layoutStyle}>
          <div css={columnStyle}>
            <ItemDetails detail={detail.data} />
          </div>
          {state.status === 'claimed' && (
            <aside css={asideStyle} aria-labelledby="decision-title">
              <section css={columnStyle}>
                {detail.data.appeal ? (
                  <>
                    <h2 id="decision-title">{t('appeal.title')}</h2>
                    <AppealForm itemId={id} onDecided={appealDecided} />
                  </>
                ) : (
                  <>
                    <h2 id="decision-title">{t('decision.title')}</h2>
                    <DecisionForm itemId={id} photoId={detail.data.photoId} onDecided={decided} />
                  </>
                )}
              </section>
            </aside>
          )}
        </div>
      )}
    </article>
  );
}
