import { translationProblems } from '@dating/shared-contracts/testing';

it('has the verified badge and filter texts in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
