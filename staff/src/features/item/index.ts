export { ItemScreen } from './components/item-screen';
export { UndoToast } from './components/undo-toast';
