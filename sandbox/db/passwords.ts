import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost: these are sandbox accounts, and seeding must stay fast.
const cost = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${scryptSync(password, salt, 32, cost).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, cost);
  return timingSafeEqual(expected, actual);
}
