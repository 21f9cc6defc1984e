// The console guard's helpers, globals in every jest test (jest/console-guard.ts).
import type {
  expectConsoleError as ErrorHelper,
  expectConsoleWarn as WarnHelper,
} from '../jest/console-guard';

declare global {
  const expectConsoleError: typeof ErrorHelper;
  const expectConsoleWarn: typeof WarnHelper;
}
