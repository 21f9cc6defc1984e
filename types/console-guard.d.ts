// The console guard's helpers, globals in every jest test (jest/console-guard.ts).
declare const expectConsoleError: typeof import('../jest/console-guard').expectConsoleError;
declare const expectConsoleWarn: typeof import('../jest/console-guard').expectConsoleWarn;
