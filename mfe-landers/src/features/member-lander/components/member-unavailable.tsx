import { Link, useLocation } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { trackingQuery, type MemberLanderDesign } from '../lib/member-lander-links';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { TrustLine } from './chat-cta';
import { SimilarMembers } from './similar-members';
import { chatCtaStyle, columnStyle, headlineStyle } from './styles';

/**
 * A member who is unknown, gone, invisible or blocked from view: no crash and nothing of
 * theirs, but a friendly page that still sells, with other members and the way to them.
 */
export function MemberUnavailable({ design }: { design: MemberLanderDesign }) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { search } = useLocation();
  return (
    <div css={columnStyle}>
      <section css={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center' }}>
        <h1 css={headlineStyle}>{t('unavailable.title')}</h1>
        <p css={{ margin: 0, fontSize: 18 }}>{t('unavailable.body')}</p>
        <Link to={`/members${trackingQuery(search)}`} css={chatCtaStyle}>
          {t('unavailable.cta')}
        </Link>
        <TrustLine />
      </section>
      <SimilarMembers member={null} design={design} title={t('unavailable.othersTitle')} />
    </div>
  );
}
