// One jest run over every package; each package keeps its own config beside its code.
export default {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell',
    '<rootDir>/mfe-chat',
    '<rootDir>/mfe-members',
    '<rootDir>/mfe-payments',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-landers',
    '<rootDir>/api',
    '<rootDir>/jest',
  ],
};
