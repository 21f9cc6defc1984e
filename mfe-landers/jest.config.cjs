const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest/media-playback.ts'],
  moduleNameMapper: { '\\.(webm|mp4|webp)$': '<rootDir>/jest/media-file.cjs' },
};
