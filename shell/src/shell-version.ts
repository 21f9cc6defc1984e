import shellManifest from '../package.json';

/** The shell's own version, for error reports (a remote's comes from the registry). */
export const SHELL_VERSION: string = shellManifest.version;
