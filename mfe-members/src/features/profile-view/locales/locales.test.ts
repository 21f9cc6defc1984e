import { translationProblems } from '@dating/shared-contracts/testing';

it('has every profile view text in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
