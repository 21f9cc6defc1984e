import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../lib/session';
import { panelStyle } from '../../../lib/styles';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

const screenStyle = css(panelStyle, { maxWidth: 440, margin: '24px auto', h1: { marginTop: 0 } });

type Step = { name: 'password'; notice: string | null } | { name: 'code'; codeToken: string };

/**
 * Sign in: a password, then a TOTP code (decision 0160). A failure never says which factor
 * was wrong; an expired code step goes back to the password with that said.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>({ name: 'password', notice: null });
  // Kept when the code step sends the person back: only the password is typed again.
  const [email, setEmail] = useState('');
  return (
    <section css={screenStyle} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t(step.name === 'code' ? 'signIn.codeTitle' : 'signIn.title')}</h1>
      {step.name === 'password' ? (
        <>
          <p>{t('signIn.intro')}</p>
          <PasswordStep
            email={email}
            onEmailChange={setEmail}
            notice={step.notice}
            onPassed={(codeToken) => setStep({ name: 'code', codeToken })}
          />
        </>
      ) : (
        <CodeStep
          codeToken={step.codeToken}
          onSignedIn={signedIn}
          onStartOver={(notice) => setStep({ name: 'password', notice })}
        />
      )}
    </section>
  );
}
