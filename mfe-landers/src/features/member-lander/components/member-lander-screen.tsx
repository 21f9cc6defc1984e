import { useEffect, useState, type ComponentType } from 'react';
import { useRemoteProps, useTranslation } from '@dating/platform';
import { Navigate, useLocation, useParams } from '@dating/platform/router';
import { isApiError, theme } from '@dating/shared-contracts';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { useLanderMember } from '../api/get-lander-member';
import { memberSignupHref, type MemberLanderDesign } from '../lib/member-lander-links';
import { copyOfSlug } from '../lib/slug-copy';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { ChatDesign } from './chat-design';
import { ClassicDesign } from './classic-design';
import type { DesignProps } from './design-props';
import { memberPlace } from './member-place';
import { MemberUnavailable } from './member-unavailable';
import { PhotoFirstDesign } from './photo-first-design';
import { chatCtaStyle, columnStyle } from './styles';

const DESIGNS: Record<MemberLanderDesign, ComponentType<DesignProps>> = {
  landing: ClassicDesign,
  landing2: ChatDesign,
  landing3: PhotoFirstDesign,
};

/**
 * Whether a member is logged in. Read from the session's snapshot while rendering (the page
 * also renders on the server, where a subscription cannot run), then followed in an effect.
 */
function useIsMember(): boolean {
  const { session } = useRemoteProps();
  const [member, setMember] = useState(() => session.snapshot().user !== null);
  useEffect(() => {
    const subscription = session.user$.subscribe((user) => setMember(user !== null));
    return () => subscription.unsubscribe();
  }, [session]);
  return member;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
      {label}
    </div>
  );
}

/**
 * /members/{id}/landing, landing2/{slug?}, landing3/{slug?}: one member, and the invitation
 * to sign up and chat with them (decision 0125). Members are sent to the real profile.
 */
export function MemberLanderScreen({ design }: { design: MemberLanderDesign }) {
  const { id = '', slug } = useParams();
  const { search } = useLocation();
  const isMember = useIsMember();
  const { t: common } = useTranslation();
  const { t, i18n, ready } = useTranslation(MEMBER_LANDER_NS, { useSuspense: false });
  const fields = useTranslation(PROFILE_FIELDS_NS, { useSuspense: false });
  const found = useLanderMember(id, !isMember);

  if (isMember) return <Navigate to={`/members/${encodeURIComponent(id)}`} replace />;
  if (!ready || !fields.ready || found.isPending)
    return <Loading label={common('lander.loading')} />;
  if (found.isError) {
    const missing = isApiError(found.error) && [400, 404].includes(found.error.status);
    if (missing) return <MemberUnavailable design={design} />;
    return (
      <div css={columnStyle}>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" css={chatCtaStyle} onClick={() => void found.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { member } = found.data;
  const Design = DESIGNS[design];
  return (
    <Design
      member={member}
      copy={design === 'landing' ? 'default' : copyOfSlug(slug)}
      signupHref={memberSignupHref(member.id, search)}
      place={memberPlace(member, i18n.language)}
    />
  );
}
