import { Link } from '@dating/platform/router';
import { useErrorText } from '@dating/platform/error-texts';
import { panelStyle } from './form-styles';
import { linkButtonStyle } from './more-form-styles';

/**
 * What a mail link that is expired, used or broken lands on: "link expired or invalid, ask
 * for a new e-mail", and the page that sends a new mail.
 */
export function LinkExpired({
  title,
  retryTo,
  retryLabel,
}: {
  readonly title: string;
  readonly retryTo: string;
  readonly retryLabel: string;
}) {
  const errorText = useErrorText();
  return (
    <section css={panelStyle}>
      <h1>{title}</h1>
      <p role="alert">{errorText('link_expired')}</p>
      <Link to={retryTo} css={linkButtonStyle}>
        {retryLabel}
      </Link>
    </section>
  );
}
