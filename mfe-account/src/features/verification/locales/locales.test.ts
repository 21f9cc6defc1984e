import { translationProblems } from '@dating/shared-contracts/testing';

it('has every verification page text in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
