import { addErrorTextsLater } from '@dating/shared-contracts';
import {
  createParcelLifecycles,
  useSessionSettings,
  type SignupParcelProps,
} from '@dating/platform';
import { SignupForm } from './features/signup/components/signup-form';
import { SignupRefusal } from './features/signup/components/signup-refusal';
import { signupClosedFor, useTrafficSource } from './features/signup/lib/traffic-source';
import { ACCOUNT_NAMESPACE, loadAccountMessages, loadAccountTexts } from './lib/account-namespace';
import { SIGNUP_TEXTS } from './screen-locales/signup';

function SignupParcel({ props }: { readonly props: SignupParcelProps }) {
  const settings = useSessionSettings();
  const source = useTrafficSource();
  if (signupClosedFor(settings, source)) return <SignupRefusal />;
  // The account is step 1; the other steps follow on their page.
  return (
    <SignupForm
      idPrefix="signup-parcel"
      onProgress={props.onProgress}
      onSignedUp={() => props.navigate('/complete-signup')}
    />
  );
}

const lifecycles = createParcelLifecycles<SignupParcelProps>({
  Parcel: SignupParcel,
  namespace: ACCOUNT_NAMESPACE,
  // Its own cache key: the parcel's styles sit in the shell's page, not in an outlet.
  emotionKey: 'account-signup',
  errorTexts: addErrorTextsLater,
  loadMessages: loadAccountMessages,
});

/** `./signup-parcel`: the signup form for the shell's signup modal (docs/decisions/0007). */
export const { bootstrap, update, unmount } = lifecycles;

/** Mounts the form once the account namespace holds its texts (a part of their own, 0182). */
export async function mount(props: SignupParcelProps): Promise<void> {
  await loadAccountTexts(props.i18n, [SIGNUP_TEXTS]);
  await lifecycles.mount(props);
}
