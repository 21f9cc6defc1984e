import { useId } from 'react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { actionStyle } from '../../components/action-style';
import { pickPaneStyle } from './chats-layout-style';

/** Beside the list on a desktop while no conversation is open (a phone shows the list alone). */
export function NoConversationPane() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pickPaneStyle}>
      <h2 id={headingId} css={{ margin: 0 }}>
        {t('layout.pickTitle')}
      </h2>
      <p css={{ margin: '0 0 8px', maxWidth: 360 }}>{t('layout.pickBody')}</p>
      <Link to="/members" css={actionStyle}>
        {t('layout.search')}
      </Link>
    </section>
  );
}
