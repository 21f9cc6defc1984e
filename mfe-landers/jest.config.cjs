module.exports = {
  ...require('../jest.preset.cjs')(__dirname),
  moduleNameMapper: { '\\.(webm|mp4|webp)$': '<rootDir>/jest/media-file.cjs' },
};
