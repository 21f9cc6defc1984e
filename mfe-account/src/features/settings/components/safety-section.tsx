import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { theme } from '@dating/shared-contracts';
import {
  HIDDEN_WORDS_MAX,
  HIDDEN_WORD_MAX_LENGTH,
  normalizeHiddenWords,
  type SafetySettings,
} from '@dating/shared-contracts/api';
import { alertStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import { SwitchRow } from '../../../components/switch-row';
import { TextField } from '../../../components/text-field';
import { useSafety, useUpdateSafety } from '../api/safety';
import { SETTINGS_NS } from '../settings-texts';
import { LoadState } from './load-state';

const hintStyle = css({ margin: '0 0 8px', fontSize: 14, color: theme.colors.textMuted });
const addStyle = css({ display: 'flex', alignItems: 'flex-end', gap: 8, '& > div': { flex: 1 } });
const wordsStyle = css({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: '12px 0 0',
  padding: 0,
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '4px 4px 4px 12px',
    borderRadius: 20,
    border: `1px solid ${theme.colors.border}`,
  },
  button: {
    minWidth: 36,
    minHeight: 36,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.colors.text,
    fontSize: 18,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}` },
  },
});

/** The hidden words: added and removed one at a time, each change saved at once. */
function HiddenWords({
  words,
  saving,
  onSave,
}: {
  words: string[];
  saving: boolean;
  /** Saves the whole list; true once saved (a failure is shown by the section). */
  onSave: (words: string[]) => Promise<boolean>;
}) {
  const { t } = useTranslation(SETTINGS_NS);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const next = normalizeHiddenWords([...words, draft]);
    if (!draft.trim() || next === null) {
      setProblem(
        words.length >= HIDDEN_WORDS_MAX
          ? t('safety.wordsFull', { max: HIDDEN_WORDS_MAX })
          : t('safety.wordInvalid', { max: HIDDEN_WORD_MAX_LENGTH }),
      );
      return;
    }
    setProblem(null);
    // What was typed stays until it is saved.
    if (await onSave(next)) setDraft('');
  }

  return (
    <form onSubmit={onAdd} noValidate aria-labelledby="safety-words-title">
      <h3 id="safety-words-title" css={{ margin: '16px 0 4px', fontSize: 17 }}>
        {t('safety.wordsTitle')}
      </h3>
      <p css={hintStyle}>{t('safety.wordsHint')}</p>
      <div css={addStyle}>
        <TextField
          id="safety-word"
          label={t('safety.wordLabel')}
          value={draft}
          maxLength={HIDDEN_WORD_MAX_LENGTH}
          error={problem}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" css={outlineButtonStyle} disabled={saving}>
          {t('safety.add')}
        </button>
      </div>
      {words.length === 0 ? (
        <p css={hintStyle}>{t('safety.noWords')}</p>
      ) : (
        <ul css={wordsStyle} aria-label={t('safety.wordsTitle')}>
          {words.map((word) => (
            <li key={word}>
              <span>{word}</span>
              <button
                type="button"
                aria-label={t('safety.remove', { word })}
                disabled={saving}
                onClick={() => void onSave(words.filter((w) => w !== word))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

/**
 * Safety: a match's photos shown at once (anyone else's stay blurred until chosen),
 * fictional profiles left out of search and the swipe game, and the hidden words. Each
 * change is saved at once.
 */
export function SafetySection() {
  const { t } = useTranslation(SETTINGS_NS);
  const errorMessage = useApiErrorMessage();
  const safety = useSafety();
  const update = useUpdateSafety();
  const current = safety.data?.safety;
  const value = <K extends keyof SafetySettings>(key: K): SafetySettings[K] =>
    update.isPending && update.variables[key] !== undefined
      ? (update.variables[key] as SafetySettings[K])
      : current![key];

  return (
    <section aria-labelledby="settings-safety-title" aria-busy={safety.isPending}>
      <h2 id="settings-safety-title">{t('safety.title')}</h2>
      <LoadState query={safety} failedText={t('safety.loadFailed')} />
      {update.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      {current && (
        <>
          <SwitchRow
            id="safety-match-images"
            label={t('safety.matchImages')}
            checked={value('show_match_images')}
            disabled={update.isPending}
            onChange={(checked) => update.mutate({ show_match_images: checked })}
          />
          <p css={hintStyle}>{t('safety.matchImagesHint')}</p>
          <SwitchRow
            id="safety-hide-fictional"
            label={t('safety.hideFictional')}
            checked={value('hide_fictional')}
            disabled={update.isPending}
            onChange={(checked) => update.mutate({ hide_fictional: checked })}
          />
          <p css={hintStyle}>{t('safety.hideFictionalHint')}</p>
          <HiddenWords
            words={current.hidden_words}
            saving={update.isPending}
            onSave={(hidden_words) =>
              update.mutateAsync({ hidden_words }).then(
                () => true,
                () => false,
              )
            }
          />
          <p role="status" css={hintStyle}>
            {update.isSuccess ? t('safety.saved') : ''}
          </p>
        </>
      )}
    </section>
  );
}
