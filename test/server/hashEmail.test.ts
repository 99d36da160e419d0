import { createHash } from 'node:crypto';
import { GMAIL_TYPE_DOMAINS, hashEmail, normalizeEmail } from '@offerkit/server';

// An independent SHA-256 (node:crypto) of the expected normalized form.
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('hashEmail', () => {
  it.each([
    ['plain address, lower-cased', 'Jane.Doe@Example.COM', 'jane.doe@example.com'],
    ['whitespace anywhere removed', '  jane.doe @ example.com\t\n', 'jane.doe@example.com'],
    ['dots kept outside Gmail', 'j.a.n.e@outlook.com', 'j.a.n.e@outlook.com'],
    ['plus suffix kept outside Gmail', 'jane+news@fastmail.com', 'jane+news@fastmail.com'],
    ['Gmail: dots dropped', 'J.A.N.E.doe@gmail.com', 'janedoe@gmail.com'],
    ['Gmail: + suffix dropped', 'janedoe+offers@gmail.com', 'janedoe@gmail.com'],
    ['Gmail: both, with case and spaces', ' Jane.Doe+Offers+More@GMAIL.com ', 'janedoe@gmail.com'],
    ['googlemail.com counts as Gmail', 'jane.doe+x@googlemail.com', 'janedoe@googlemail.com'],
    [
      'a Gmail look-alike subdomain does not',
      'jane.doe+x@mail.gmail.com.evil.test',
      'jane.doe+x@mail.gmail.com.evil.test',
    ],
  ])('%s: %j → %j', async (_name, input, normalized) => {
    expect(normalizeEmail(input)).toBe(normalized);
    const hash = await hashEmail(input);
    expect(hash).toBe(sha256(normalized));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives one hash for every spelling of one Gmail mailbox', async () => {
    const spellings = [
      'janedoe@gmail.com',
      'jane.doe@gmail.com',
      'JaneDoe+bank@gmail.com',
      'j.a.n.e.d.o.e+a+b@Gmail.Com',
    ];
    const hashes = new Set(await Promise.all(spellings.map(hashEmail)));
    expect(hashes.size).toBe(1);
  });

  it('names the Gmail-type domains it applies the dot and plus rules to', () => {
    expect(GMAIL_TYPE_DOMAINS).toEqual(['gmail.com', 'googlemail.com']);
  });

  it.each(['', '   ', 'no-at-sign', '@example.com', 'jane@'])(
    'refuses %j, which is not an address',
    async (input) => {
      await expect(hashEmail(input)).rejects.toThrow(/not an email address/);
    },
  );
});
