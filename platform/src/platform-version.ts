import manifest from '../package.json';

/**
 * The version of the platform this bundle carries. The shell's copy is the one every
 * remote runs with, so the shell compares it with the range each release requires.
 */
export const PLATFORM_VERSION: string = manifest.version;
