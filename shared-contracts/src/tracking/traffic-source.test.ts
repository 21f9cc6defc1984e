import {
  TRAFFIC_SOURCE_STORAGE_KEY,
  TRAFFIC_SOURCE_TTL_MS,
  rememberTrafficSource,
  rememberedTrafficSource,
  trafficSourceOf,
} from './traffic-source';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('traffic source', () => {
  it('reads network, ref and sub1-3 of a query string and nothing else', () => {
    expect(trafficSourceOf('?network=x&ref=y&sub1=a&sub2=b&sub3=c&page=2')).toEqual({
      network: 'x',
      ref: 'y',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
    expect(trafficSourceOf('?ref=partner')).toEqual({ ref: 'partner' });
  });

  it('is no source without a network or ref', () => {
    expect(trafficSourceOf('?sub1=a')).toBeNull();
    expect(trafficSourceOf('?network=&ref=')).toBeNull();
    expect(trafficSourceOf('')).toBeNull();
  });

  it('cuts values to what the signup accepts', () => {
    expect(trafficSourceOf(`?network=${'n'.repeat(150)}`)?.network).toHaveLength(100);
  });

  it('keeps the first touch: a later campaign URL does not replace it', () => {
    const storage = memoryStorage();
    expect(rememberTrafficSource('?network=first&ref=1', storage, NOW)).toEqual({
      network: 'first',
      ref: '1',
    });
    expect(rememberTrafficSource('?network=second', storage, NOW + 1000)).toEqual({
      network: 'first',
      ref: '1',
    });
    expect(rememberTrafficSource('', storage, NOW + 2000)).toEqual({ network: 'first', ref: '1' });
  });

  it('forgets the source once it expired, and a new one counts', () => {
    const storage = memoryStorage();
    rememberTrafficSource('?network=old', storage, NOW);
    const later = NOW + TRAFFIC_SOURCE_TTL_MS + 1;
    expect(rememberedTrafficSource(storage, later)).toBeNull();
    expect(rememberTrafficSource('?network=new', storage, later)).toEqual({ network: 'new' });
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(TRAFFIC_SOURCE_STORAGE_KEY, '{not json');
    expect(rememberedTrafficSource(storage, NOW)).toBeNull();
    // An unreadable record is no first touch: a new source replaces it.
    expect(rememberTrafficSource('?ref=new', storage, NOW)).toEqual({ ref: 'new' });
    expect(rememberTrafficSource('?ref=r', null, NOW)).toEqual({ ref: 'r' });
  });
});
