import { translationProblems } from '../../testing/translations';

it('has every profile field, value and interest in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
