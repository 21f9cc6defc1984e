import { translationProblems } from '@dating/shared-contracts/testing';

it('has every text of the signup steps in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
