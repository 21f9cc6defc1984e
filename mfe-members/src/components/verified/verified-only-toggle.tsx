import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { VERIFIED_NS } from './verified-texts';

const toggleStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  fontWeight: 600,
  cursor: 'pointer',
  input: { width: 22, height: 22, minHeight: 0, margin: 0, flex: 'none' },
});

/** "Only verified": a checkbox the search, match finder and swipe game filter with. */
export function VerifiedOnlyToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation(VERIFIED_NS, { useSuspense: false });
  return (
    <label css={toggleStyle}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {t('only')}
    </label>
  );
}
