import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { COMPLAINTS_NS } from '../complaints-texts';
import { actionsStyle, referenceStyle, secondaryButton } from './styles';

interface Props {
  readonly reference: string;
  readonly email: string;
  /** Back to an empty form, for another notice. */
  readonly onAnother: () => void;
}

type Copied = 'idle' | 'copied' | 'failed';

/** The notice is in: its reference as text to copy, where the confirmation went, what follows. */
export function ComplaintReceived({ reference, email, onAnother }: Props) {
  const { t } = useTranslation(COMPLAINTS_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  // The form is gone: a keyboard or screen reader user continues from the news.
  useEffect(() => heading.current?.focus(), []);

  const copy = () => {
    if (!navigator.clipboard) return setCopied('failed');
    navigator.clipboard.writeText(reference).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <div>
      <h1 ref={heading} tabIndex={-1}>
        {t('received.title')}
      </h1>
      <p>{t('received.referenceLabel')}</p>
      <div css={referenceStyle}>
        <strong>{reference}</strong>
        <button type="button" css={secondaryButton} onClick={copy}>
          {t('received.copy')}
        </button>
        <span role="status">
          {copied === 'copied'
            ? t('received.copied')
            : copied === 'failed'
              ? t('received.copyFailed')
              : ''}
        </span>
      </div>
      <p>{t('received.mailed', { email })}</p>
      <h2>{t('received.nextTitle')}</h2>
      <ul>
        <li>{t('received.next1')}</li>
        <li>{t('received.next2')}</li>
        <li>{t('received.next3')}</li>
      </ul>
      <div css={actionsStyle}>
        <button type="button" css={secondaryButton} onClick={onAnother}>
          {t('received.another')}
        </button>
        <Link to="/" css={secondaryButton}>
          {t('received.home')}
        </Link>
      </div>
    </div>
  );
}
