import { TotpSeal } from './totp-seal';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TotpSeal', () => {
  const seal = new TotpSeal('a configured key of the test');

  it('seals a secret so that the stored text does not hold it, and opens it again', () => {
    const stored = seal.seal(SECRET);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(SECRET);
    expect(seal.seal(SECRET)).not.toBe(stored);
    expect(seal.open(stored)).toBe(SECRET);
  });

  it('refuses a sealed secret that was altered, or opened with another key', () => {
    const stored = seal.seal(SECRET);
    // One bit of the sealed text changed, as a hand on the database would.
    const [version, iv, tag, body] = stored.split('.') as [string, string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const altered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(altered).not.toBe(stored);
    expect(() => seal.open(altered)).toThrow();
    expect(() => new TotpSeal('another key').open(stored)).toThrow();
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(seal.isSealed(SECRET)).toBe(false);
    expect(seal.open(SECRET)).toBe(SECRET);
  });
});
