import { hashPassword, verifyPassword } from '../../src/auth/passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane) and a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('analytical'), hashPassword('analytical')]);

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('analytical');

    await expect(verifyPassword(hash, 'analytical')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Analytical')).resolves.toBe(false);
  });

  it('refuses any password when there is no hash or a broken one, without throwing', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword(undefined, '')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything')).resolves.toBe(false);
  });
});
