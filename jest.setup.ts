import '@testing-library/jest-dom';
// Imported before the console guard so that its automatic cleanup (unmounting what a test
// rendered) runs first: what a component logs while unmounting belongs to its test.
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import './jest/console-guard';
import { reportUnfilledInterpolations } from './jest/unfilled-interpolation';

// What a test waits for (findBy…, waitFor) may take seconds on a busy machine: CI runs these
// tests beside the type-check, the build and the browser journeys on two cores, where one second
// was once too short for a screen that shows in 50 ms here. A screen that never shows still fails.
configure({ asyncUtilTimeout: 5_000 });

// react-router reads these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A `{{placeholder}}` left unfilled in a text fails the test (jest/unfilled-interpolation.ts).
reportUnfilledInterpolations();
