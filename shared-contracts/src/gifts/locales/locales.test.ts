import { translationProblems } from '../../testing/translations';

it('has every gift name in all eleven languages', () => {
  expect(translationProblems(__dirname)).toEqual([]);
});
