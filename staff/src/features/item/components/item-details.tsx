import { css } from '@emotion/react';
import type { QueueItemDetail } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-age';
import { factsStyle, mutedStyle, panelStyle, photoGridStyle } from '../../../lib/styles';

const { colors } = theme;

const sectionStyle = css(panelStyle, { h2: { marginTop: 0, fontSize: 18 } });

// Member-written text keeps its line breaks and never widens the page (a long word or link).
const memberTextStyle = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

const photosStyle = css(photoGridStyle, {
  figure: { margin: 0, padding: 4, borderRadius: theme.radius, border: '4px solid transparent' },
  figcaption: { fontSize: 14 },
  '[data-highlighted="true"] figure': { borderColor: colors.primary },
});

const messagesStyle = css({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { padding: '8px 12px', borderRadius: theme.radius, background: colors.background },
  'li[data-reported="true"]': {
    background: colors.warningBackground,
    border: `2px solid ${colors.warning}`,
  },
});

const labelStyle = css({ fontSize: 14, fontWeight: 600, color: colors.textMuted });

/**
 * What the item is about, as a moderator reads it. Everything a member or a notifier wrote
 * is rendered as text by React, never as markup.
 */
export function ItemDetails({ detail }: { detail: QueueItemDetail }) {
  const { t, i18n } = useTranslation();
  const { profile, appeal } = detail;
  return (
    <>
      {appeal && (
        <section css={sectionStyle} aria-labelledby="item-appeal">
          <h2 id="item-appeal">{t('appeal.contested')}</h2>
          <dl css={factsStyle}>
            <dt>{t('decision.action')}</dt>
            <dd>{t(`actions.${appeal.decision.action}`)}</dd>
            <dt>{t('decision.ground')}</dt>
            <dd>
              {appeal.decision.ground
                ? t(`grounds.${appeal.decision.ground}`)
                : t('decision.noGround')}
            </dd>
            <dt>{t('appeal.decided')}</dt>
            <dd>
              {formatMoment(appeal.decision.decidedAt, i18n.language)}{' '}
              {t('item.decidedBy', { name: appeal.decision.decidedBy })}
            </dd>
            <dt>{t('decision.text')}</dt>
            <dd css={memberTextStyle}>{appeal.decision.text}</dd>
          </dl>
          <h3>
            {t('appeal.memberWrote', { moment: formatMoment(appeal.createdAt, i18n.language) })}
          </h3>
          <blockquote css={[memberTextStyle, { margin: 0 }]}>{appeal.text}</blockquote>
        </section>
      )}
      {detail.signals ? (
        <section css={sectionStyle} aria-labelledby="item-signals">
          <h2 id="item-signals">{t('item.signalsTitle')}</h2>
          <ul>
            {detail.signals.list.map((signal) => (
              <li key={signal}>{t(`scamSignals.${signal}`)}</li>
            ))}
          </ul>
          <p>{t('item.signalsScore', { score: detail.signals.score })}</p>
          <p>{detail.signals.held ? t('item.signalsHeld') : t('item.signalsDelivered')}</p>
        </section>
      ) : (
        <section css={sectionStyle} aria-labelledby="item-statement">
          <h2 id="item-statement">{t('item.statement')}</h2>
          {detail.statement ? (
            <blockquote css={[memberTextStyle, { margin: 0 }]}>{detail.statement}</blockquote>
          ) : (
            <p css={mutedStyle}>{t('item.noStatement')}</p>
          )}
        </section>
      )}

      {detail.notice && (
        <section css={sectionStyle} aria-labelledby="item-notice">
          <h2 id="item-notice">{t('item.notice')}</h2>
          <dl css={factsStyle}>
            <dt>{t('item.reference')}</dt>
            <dd>{detail.notice.reference}</dd>
            <dt>{t('item.target')}</dt>
            <dd css={memberTextStyle}>{detail.notice.target}</dd>
          </dl>
        </section>
      )}

      <section css={sectionStyle} aria-labelledby="item-profile">
        <h2 id="item-profile">{t('item.profile')}</h2>
        {profile ? (
          <>
            <dl css={factsStyle}>
              <dt>{t('item.name')}</dt>
              <dd>
                {profile.name} ({t('inbox.profileId', { id: profile.id })})
              </dd>
              <dt>{t('item.profileAge')}</dt>
              <dd>{profile.age ?? t('item.unknownAge')}</dd>
              <dt>{t('item.city')}</dt>
              <dd>{profile.city}</dd>
              <dt>{t('item.state')}</dt>
              <dd>{t(`states.${profile.state}`)}</dd>
            </dl>
            <h3>{t('item.about')}</h3>
            {profile.about ? (
              <p css={memberTextStyle}>{profile.about}</p>
            ) : (
              <p css={mutedStyle}>{t('item.noAbout')}</p>
            )}
            <h3>{t('item.photos')}</h3>
            {profile.photos.length ? (
              <ul css={photosStyle}>
                {profile.photos.map((photo, index) => {
                  const highlighted = photo.id === detail.photoId;
                  return (
                    <li key={photo.id} data-highlighted={highlighted}>
                      <figure>
                        <img
                          src={photo.url}
                          alt={t('item.photoAlt', { number: index + 1, name: profile.name })}
                          loading="lazy"
                        />
                        <figcaption>
                          {t(`photoStatus.${photo.status}`)}
                          {highlighted && (
                            <>
                              <br />
                              <strong>{t('item.thisPhoto')}</strong>
                            </>
                          )}
                        </figcaption>
                      </figure>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p css={mutedStyle}>{t('item.noPhotos')}</p>
            )}
          </>
        ) : (
          <p css={mutedStyle}>{t('item.noProfile')}</p>
        )}
      </section>

      {detail.context.length > 0 && (
        <section css={sectionStyle} aria-labelledby="item-context">
          <h2 id="item-context">{t('item.context')}</h2>
          <ol css={messagesStyle}>
            {detail.context.map((message) => (
              <li key={message.id} data-reported={message.reported}>
                <span css={labelStyle}>
                  {t(message.from === 'subject' ? 'item.fromSubject' : 'item.fromReporter')} ·{' '}
                  {formatMoment(message.sentAt, i18n.language)}
                  {message.reported && <strong> · {t('item.reported')}</strong>}
                </span>
                <p css={memberTextStyle}>{message.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section css={sectionStyle} aria-labelledby="item-decisions">
        <h2 id="item-decisions">{t('item.decisions')}</h2>
        {detail.decisions.length ? (
          <ul>
            {detail.decisions.map((decision) => (
              <li key={decision.id}>
                {t(`actions.${decision.action}`)} ·{' '}
                {decision.ground ? t(`grounds.${decision.ground}`) : t('decision.noGround')} ·{' '}
                {formatMoment(decision.decidedAt, i18n.language)}{' '}
                {t('item.decidedBy', { name: decision.decidedBy })}
                {decision.reversed && <strong> · {t('item.reversed')}</strong>}
              </li>
            ))}
          </ul>
        ) : (
          <p css={mutedStyle}>{t('item.noDecisions')}</p>
        )}
      </section>
    </>
  );
}
