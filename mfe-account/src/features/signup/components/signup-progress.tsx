import { css } from '@emotion/react';
import { SIGNUP_STEPS, theme, visuallyHidden } from '@dating/shared-contracts';
import { useTranslation } from '@dating/platform';

/** The width the list needs before its seven names show under the numbers without touching. */
const NAMES_FROM = 560;

const listStyle = css({
  display: 'grid',
  // minmax(0, 1fr): a long name wraps inside its column instead of running into the next.
  gridTemplateColumns: `repeat(${SIGNUP_STEPS.length}, minmax(0, 1fr))`,
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  li: {
    display: 'grid',
    justifyItems: 'center',
    gap: 4,
    fontSize: 13,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    color: theme.colors.textMuted,
    counterIncrement: 'step',
    '&::before': {
      content: 'counter(step)',
      display: 'grid',
      placeItems: 'center',
      width: 28,
      height: 28,
      borderRadius: '50%',
      border: `2px solid ${theme.colors.textMuted}`,
      background: theme.colors.surface,
      fontWeight: 700,
    },
  },
  'li[data-done="true"]::before': {
    content: '"✓"',
    borderColor: theme.colors.secondary,
    background: theme.colors.secondary,
    color: theme.colors.onFill,
  },
  'li[aria-current="step"]': {
    color: theme.colors.text,
    fontWeight: 700,
    '&::before': { borderColor: theme.colors.primary, color: theme.colors.secondary },
  },
});

// Seven names fit side by side only in a wide list: not on a phone, nor in the narrow card
// of the first step or the signup modal on a desktop (there "Meldingen" ran into "E-mail
// bevestigen"). Below that the line above names the current step. The list's own width
// decides (a container query), not the window's.
const nameStyle = css(visuallyHidden, {
  [`@container signup-progress (min-width: ${NAMES_FROM}px)`]: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    clip: 'auto',
    whiteSpace: 'normal',
  },
});
const doneStyle = visuallyHidden;

/**
 * Where the member is in the seven signup steps (`SIGNUP_STEPS`): "step x of 7" and an
 * ordered list of the steps, the current one marked with aria-current="step".
 */
export function SignupProgress({ current }: { current: number }) {
  const { t } = useTranslation();
  const name = (step: string) => t(`signup.steps.${step}`);
  return (
    <div
      css={{
        display: 'grid',
        gap: 8,
        marginBottom: 24,
        containerType: 'inline-size',
        containerName: 'signup-progress',
      }}
    >
      <p css={{ margin: 0, fontWeight: 600, color: theme.colors.secondary }}>
        {t('signup.progress', {
          current,
          total: SIGNUP_STEPS.length,
          name: name(SIGNUP_STEPS[current - 1] ?? 'account'),
        })}
      </p>
      <ol css={listStyle} aria-label={t('signup.progressLabel')}>
        {SIGNUP_STEPS.map((step, index) => {
          const done = index + 1 < current;
          return (
            <li
              key={step}
              data-done={done}
              aria-current={index + 1 === current ? 'step' : undefined}
            >
              <span css={nameStyle}>{name(step)}</span>
              {done && <span css={doneStyle}>{t('signup.stepDone')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
