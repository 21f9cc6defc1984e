export const RepeatOrderScreen = () => null;
export const REPEAT_NAMESPACES = [] as const;
