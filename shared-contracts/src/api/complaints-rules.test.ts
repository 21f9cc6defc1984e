import { complaintProblems, complaintTarget } from './complaints-rules';

describe('complaintTarget', () => {
  it.each([
    ['12345', { kind: 'profile', profileId: '12345' }],
    [' #007 ', { kind: 'profile', profileId: '7' }],
    [
      'https://www.Liefdevol.nl/members/12?tab=photos',
      { kind: 'url', host: 'liefdevol.nl', path: '/members/12?tab=photos', profileId: '12' },
    ],
    ['/likes/m/9', { kind: 'url', host: null, path: '/likes/m/9', profileId: '9' }],
    [
      '/members/9/landing2/zomer',
      { kind: 'url', host: null, path: '/members/9/landing2/zomer', profileId: '9' },
    ],
    ['/chats/4', { kind: 'url', host: null, path: '/chats/4', profileId: null }],
    ['/members/12abc', { kind: 'url', host: null, path: '/members/12abc', profileId: null }],
    // A protocol-relative link names another host: words, not a path of this site.
    ['//elsewhere.example/members/1', { kind: 'text' }],
    ['de man uit de chat', { kind: 'text' }],
    ['javascript:alert(1)', { kind: 'text' }],
  ])('reads %j', (typed, expected) => {
    expect(complaintTarget(typed)).toEqual(expected);
  });
});

describe('complaintProblems', () => {
  const valid = {
    category: 'harassment',
    target: '/members/3',
    explanation: 'Stuurt mij elke dag dreigende berichten.',
    email: 'anna@example.nl',
    name: '',
    good_faith: true,
  };

  it('finds nothing wrong with a complete notice', () => {
    expect(complaintProblems(valid)).toEqual({});
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    // 20 emoji are 40 UTF-16 units but 20 characters: long enough, not one too many.
    expect(complaintProblems({ ...valid, explanation: '😀'.repeat(20) })).toEqual({});
    expect(complaintProblems({ ...valid, explanation: '😀'.repeat(19) })).toEqual({
      explanation: 'field_invalid',
    });
  });

  it('names every field that is missing', () => {
    expect(
      complaintProblems({
        category: '',
        target: ' ',
        explanation: '',
        email: '',
        name: '',
        good_faith: false,
      }),
    ).toEqual({
      category: 'field_required',
      target: 'field_required',
      explanation: 'field_required',
      email: 'field_required',
      good_faith: 'field_required',
    });
  });
});
