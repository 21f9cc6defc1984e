import { translationProblems } from '@dating/shared-contracts/testing';

it('has every text of the chat parts in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
