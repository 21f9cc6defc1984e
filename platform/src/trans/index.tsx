import type { ComponentProps } from 'react';
import { Trans as TransOfThisCopy } from 'react-i18next';
// The platform's main module by its name: whichever copy of this module a page runs, it
// translates with the page's one i18next (the platform's `useTranslation`).
import { useTranslation } from '@dating/platform';

type TransProps = ComponentProps<typeof TransOfThisCopy>;

/**
 * react-i18next's `Trans` (a translation with markup drawn as React elements), shared apart
 * from the platform's main module like the router facade: its HTML parser loads only with the
 * code of a page that uses it, never on every visit. It is given the page's i18next and `t`,
 * so it needs no context of its own copy of react-i18next (decision 0190).
 */
export function Trans(props: TransProps) {
  const { t, i18n } = useTranslation(props.ns);
  return <TransOfThisCopy t={t} i18n={i18n} {...props} />;
}
