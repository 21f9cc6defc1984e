export { VerificationQueueScreen } from './components/verification-queue-screen';
export { VERIFICATIONS_PATH } from './paths';
