// A text must never reach the screen with a `{{placeholder}}` still in it: i18next leaves an
// interpolation it was given no value for as it stands (`Hallo {{name}}`). Every i18next
// instance the tests create reports one as a console.error, which the console guard turns
// into a failing test, naming the text and the placeholder.
import i18next, { type InitOptions } from 'i18next';

type MissingHandler = NonNullable<InitOptions['missingInterpolationHandler']>;

const report: MissingHandler = (text, match) => {
  console.error(`i18next left {{${String(match[1]).trim()}}} unfilled in "${text}"`);
  return match[0];
};

/** Every instance made from now on (createInstance, and the default one) reports them. */
export function reportUnfilledInterpolations(root: typeof i18next = i18next) {
  const guard = (instance: typeof i18next) => {
    const init = instance.init.bind(instance) as (...args: unknown[]) => unknown;
    instance.init = ((options?: unknown, callback?: unknown) => {
      if (typeof options === 'function')
        return init({ missingInterpolationHandler: report }, options);
      return init(
        { missingInterpolationHandler: report, ...(options as InitOptions | undefined) },
        callback,
      );
    }) as typeof instance.init;
    return instance;
  };
  const createInstance = root.createInstance.bind(root);
  root.createInstance = ((...args: Parameters<typeof root.createInstance>) =>
    guard(createInstance(...args) as typeof i18next)) as typeof root.createInstance;
  guard(root);
}
