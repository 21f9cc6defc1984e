/** The operators' addresses (decision 0164), written once: the screens link through these. */
export const OPERATOR_PATH = '/operator';
export const OPERATOR_CONVERSATION_PATH = '/operator/:id';

export const operatorConversationPath = (id: string): string =>
  OPERATOR_CONVERSATION_PATH.replace(':id', encodeURIComponent(id));
