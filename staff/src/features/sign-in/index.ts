export { SignInScreen } from './components/sign-in-screen';
