import type { SessionUser } from '@dating/shared-contracts';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle } from './form-styles';
import { useUpdateUser } from '../lib/update-user';
import { SwitchRow } from './switch-row';

/**
 * Invisible mode, saved at once (PUT /api/user.php); the session then reads the user again.
 * The settings and the own profile both show it, so it lives beside the features, in neither.
 */
export function InvisibleSwitch({ user, id }: { user: SessionUser; id: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const update = useUpdateUser();
  const invisible = update.isPending
    ? (update.variables.invisible ?? user.invisible)
    : user.invisible;

  return (
    <>
      {update.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(update.error)}
        </p>
      )}
      <SwitchRow
        id={id}
        label={t('settings.privacy.invisible')}
        checked={invisible}
        disabled={update.isPending}
        onChange={(checked) => update.mutate({ invisible: checked })}
      />
      <p>{t('settings.privacy.invisibleHint')}</p>
    </>
  );
}
