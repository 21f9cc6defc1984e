export { TransparencyScreen } from './components/transparency-screen';
