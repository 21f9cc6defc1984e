import { useEffect, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { ModalDialog } from '@dating/shared-contracts';
import type { Contract } from '@dating/shared-contracts/api';
import { useCancelContract, useContracts } from '../api/contracts';
import { formatDate, methodKey } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import {
  actionsStyle,
  alertStyle,
  cardStyle,
  dangerButton,
  mutedStyle,
  secondaryButton,
} from './styles';

/** The moment of a cancellation, to the minute. */
const momentOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * "Contracten hier opzeggen" (German law's cancellation button, for anything that lets the
 * site charge again): the running agreements, each cancelled in two steps — the button,
 * then a confirmation that names it with "Nu opzeggen". A receipt with the moment is mailed.
 */
export function ContractsSection() {
  const { t, i18n } = useTranslation(STATUS_NS);
  const errorMessage = useApiErrorMessage();
  const contracts = useContracts();
  const cancel = useCancelContract();
  const [confirming, setConfirming] = useState<Contract | null>(null);
  const locale = i18n.language;

  // Arriving from the footer's link: the section is where the eye and the focus go.
  useEffect(() => {
    if (window.location.hash === '#contracts' && contracts.data) {
      document.getElementById('contracts')?.scrollIntoView();
    }
  }, [contracts.data]);

  return (
    <section id="contracts" css={cardStyle} aria-labelledby="contracts-title">
      <h2 id="contracts-title">{t('contracts.title')}</h2>
      <p>{t('contracts.intro')}</p>
      {contracts.isPending && (
        <p role="status" css={mutedStyle}>
          {t('list.loading')}
        </p>
      )}
      {contracts.isError && (
        <div role="alert" css={alertStyle}>
          <p css={{ margin: 0 }}>{errorMessage(contracts.error)}</p>
          <button type="button" css={secondaryButton} onClick={() => void contracts.refetch()}>
            {t('reload')}
          </button>
        </div>
      )}
      {cancel.isSuccess && (
        <p role="status">
          {t('contracts.done', {
            moment: momentOf(cancel.data.contract.cancelled_at ?? '', locale),
          })}
        </p>
      )}
      {contracts.data?.contracts.length === 0 && <p css={mutedStyle}>{t('contracts.none')}</p>}
      {contracts.data && contracts.data.contracts.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {contracts.data.contracts.map((contract) => (
            <li key={contract.id}>
              <strong>{t(methodKey(contract.method))}</strong> · {contract.label}
              <br />
              <span css={mutedStyle}>
                {contract.cancelled_at
                  ? t('contracts.cancelledOn', { moment: momentOf(contract.cancelled_at, locale) })
                  : t('contracts.since', { date: formatDate(contract.since, locale) })}
              </span>
              {!contract.cancelled_at && (
                <div css={actionsStyle}>
                  <button
                    type="button"
                    css={secondaryButton}
                    aria-label={t('contracts.buttonLabel', { label: contract.label })}
                    onClick={() => {
                      cancel.reset();
                      setConfirming(contract);
                    }}
                  >
                    {t('contracts.button')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ModalDialog onClose={() => !cancel.isPending && setConfirming(null)}>
          {(titleId) => (
            <>
              <h2 id={titleId}>{t('contracts.confirmTitle')}</h2>
              <p>
                {t('contracts.confirmBody', {
                  method: t(methodKey(confirming.method)),
                  label: confirming.label,
                })}
              </p>
              {cancel.isError && (
                <p role="alert" css={alertStyle}>
                  {errorMessage(cancel.error)}
                </p>
              )}
              <div css={actionsStyle}>
                <button
                  type="button"
                  css={dangerButton}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(confirming.id, { onSuccess: () => setConfirming(null) })
                  }
                >
                  {cancel.isPending ? t('contracts.busy') : t('contracts.confirm')}
                </button>
                <button
                  type="button"
                  css={secondaryButton}
                  disabled={cancel.isPending}
                  onClick={() => setConfirming(null)}
                  data-autofocus
                >
                  {t('contracts.keep')}
                </button>
              </div>
            </>
          )}
        </ModalDialog>
      )}
    </section>
  );
}
