import type { StaffRole } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { panelStyle } from '../lib/styles';

/** A signed-in account whose roles have no screen in this build yet: said plainly. */
export function NoRolesScreen({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation();
  return (
    <section css={panelStyle} aria-labelledby="no-roles-title">
      <h1 id="no-roles-title">{t('noRoles.title')}</h1>
      <p>
        {roles.length
          ? t('noRoles.body', { roles: roles.map((role) => t(`roles.${role}`)).join(', ') })
          : t('noRoles.noRole')}
      </p>
    </section>
  );
}
