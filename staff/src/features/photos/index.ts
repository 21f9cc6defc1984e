export { PhotoQueueScreen } from './components/photo-queue-screen';
export { PHOTOS_PATH } from './paths';
