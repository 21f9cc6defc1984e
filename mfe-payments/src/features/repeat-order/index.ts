import { STATUS_NS } from '../transactions';
import { REPEAT_NS } from './repeat-order-texts';

export { RepeatOrderScreen } from './components/repeat-order-screen';

/** Its own texts, and the status texts for the names of the payment methods. */
export const REPEAT_NAMESPACES = [REPEAT_NS, STATUS_NS] as const;
