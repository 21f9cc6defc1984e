import { useRef, useState } from 'react';
import { useRemoteProps, useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import type { PublicProfile } from '@dating/shared-contracts/api';
import { useBlockProfile } from '../api/block-profile';
import { PROFILE_NS } from '../profile-namespace';
import { GiftPanel } from './gift-panel';
import { LikeButton } from './like-button';
import { ReportPanel } from './report-panel';
import { alertStyle, panelStyle, primaryButton, secondaryButton } from './styles';
import { usePanelFocus } from './use-panel-focus';

type Panel = 'gift' | 'block' | 'report' | null;

const rowStyle = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

function BlockConfirm({ profile, onClose }: { profile: PublicProfile; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const panel = usePanelFocus<HTMLElement>(onClose);
  const block = useBlockProfile(profile.id);
  return (
    <section css={panelStyle} role="dialog" aria-labelledby="block-title" {...panel}>
      <h2 id="block-title">{t('profile.block')}</h2>
      <p css={{ marginTop: 0 }}>{t('profile.blockConfirm', { name: profile.name })}</p>
      <div css={rowStyle}>
        <button
          type="button"
          css={primaryButton}
          disabled={block.isPending}
          onClick={() => block.mutate(false, { onSuccess: onClose })}
        >
          {t('profile.blockYes')}
        </button>
        <button type="button" css={secondaryButton} onClick={onClose}>
          {t('profile.cancel')}
        </button>
      </div>
      {block.isError && (
        <p role="alert" css={alertStyle}>
          {t('profile.actionFailed')}
        </p>
      )}
    </section>
  );
}

/** What a blocker sees: the block, and the way to lift it. Nothing else can be done. */
function BlockedActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(PROFILE_NS);
  const unblock = useBlockProfile(profile.id);
  return (
    <div>
      <p role="status">{t('profile.blockedNotice', { name: profile.name })}</p>
      <button
        type="button"
        css={secondaryButton}
        disabled={unblock.isPending}
        onClick={() => unblock.mutate(true)}
      >
        {t('profile.unblock')}
      </button>
      {unblock.isError && (
        <p role="alert" css={alertStyle}>
          {t('profile.actionFailed')}
        </p>
      )}
    </div>
  );
}

/**
 * Like, message, gift, block and report. A visitor gets the same buttons, and each asks to
 * log in or sign up first: likes, chats and gifts need an account. One panel opens at a
 * time; it closes back onto the button that opened it.
 */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(PROFILE_NS);
  const user = useSessionUser();
  const { bus } = useRemoteProps();
  const [panel, setPanel] = useState<Panel>(null);
  const buttons = useRef<Partial<Record<Exclude<Panel, null>, HTMLButtonElement | null>>>({});

  if (profile.blocked) return <BlockedActions profile={profile} />;
  // One's own profile: nothing to like or report, only the way to edit it.
  if (user && user.profile.id === profile.id)
    return (
      <Link to="/profile" css={secondaryButton}>
        {t('profile.editOwn')}
      </Link>
    );

  const toggle = (which: Exclude<Panel, null>) => {
    if (!user) {
      bus.emit({ type: 'modal/signup-requested' });
      return;
    }
    setPanel((open) => (open === which ? null : which));
  };
  const close = () => {
    const opener = panel ? buttons.current[panel] : null;
    setPanel(null);
    opener?.focus();
  };
  const panelButton = (which: Exclude<Panel, null>, label: string) => (
    <button
      type="button"
      css={secondaryButton}
      ref={(element) => {
        buttons.current[which] = element;
      }}
      aria-expanded={user ? panel === which : undefined}
      onClick={() => toggle(which)}
    >
      {label}
    </button>
  );

  return (
    <section aria-label={t('profile.actionsLabel')}>
      {!user && <p css={{ marginTop: 0 }}>{t('profile.loginToAct')}</p>}
      <div css={rowStyle}>
        {user ? (
          <LikeButton profileId={profile.id} liked={profile.liked} />
        ) : (
          <button
            type="button"
            css={primaryButton}
            onClick={() => bus.emit({ type: 'modal/signup-requested' })}
          >
            {t('profile.like')}
          </button>
        )}
        {user ? (
          <Link to={`/members/${profile.id}/chat`} css={secondaryButton}>
            {t('profile.message')}
          </Link>
        ) : (
          <button
            type="button"
            css={secondaryButton}
            onClick={() => bus.emit({ type: 'modal/signup-requested' })}
          >
            {t('profile.message')}
          </button>
        )}
        {panelButton('gift', t('profile.gift'))}
        {panelButton('block', t('profile.block'))}
        {panelButton('report', t('profile.report'))}
      </div>
      {panel === 'gift' && <GiftPanel profileId={profile.id} name={profile.name} onClose={close} />}
      {panel === 'block' && <BlockConfirm profile={profile} onClose={close} />}
      {panel === 'report' && (
        <ReportPanel profileId={profile.id} name={profile.name} onClose={close} />
      )}
    </section>
  );
}
