import { translationProblems } from '@dating/shared-contracts/testing';

it('has every text of the swipe game, match finder and signup matches in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
