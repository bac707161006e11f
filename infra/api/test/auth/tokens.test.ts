import { createHash } from 'node:crypto';
import { hashToken, newToken } from '../../src/auth/tokens.js';

describe('tokens', () => {
  it('makes URL-safe tokens of 256 random bits', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newToken()));

    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the SHA-256 of a token in hex', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});
