import '@testing-library/jest-dom';
// Imported before the console guard so that its automatic cleanup (unmounting what a test
// rendered) runs first: what a component logs while unmounting belongs to its test.
import '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import './jest/console-guard';
import { reportUnfilledInterpolations } from './jest/unfilled-interpolation';

// react-router reads these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A `{{placeholder}}` left unfilled in a text fails the test (jest/unfilled-interpolation.ts).
reportUnfilledInterpolations();
