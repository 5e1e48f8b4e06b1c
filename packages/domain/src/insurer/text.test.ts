import { describe, expect, it } from 'vitest';
import { invalidInsurerTextCharacters, isValidInsurerEmail, isValidInsurerText } from './text';

const char = (code: number) => String.fromCodePoint(code);

describe('insurer text check (seed 002 §5)', () => {
  it.each([
    [32, true],
    [65, true],
    [126, true],
    [127, false],
    [159, false],
    [160, false],
    [161, true],
    [233, true],
    [255, true],
    [256, false],
    [0x20ac, false],
    [0x1f600, false],
  ])('character %i valid: %s', (code, valid) => {
    expect(isValidInsurerText(`ab${char(code)}cd`)).toBe(valid);
  });

  it('refuses control characters, line breaks and tabs included', () => {
    for (const code of [0, 7, 9, 10, 13, 27, 31]) expect(isValidInsurerText(`x${char(code)}`)).toBe(false);
    expect(isValidInsurerText('Knee pain, café, £20 – no')).toBe(false);
    expect(isValidInsurerText('Knee pain, café, £20 - ok')).toBe(true);
    expect(isValidInsurerText('')).toBe(true);
  });

  it('names the refused characters once each', () => {
    expect(invalidInsurerTextCharacters('a€b€\nc')).toEqual(['€', '\n']);
  });
});

describe('insurer e-mail pattern (seed 002 §5)', () => {
  it('takes a local part of 64 characters, not 65', () => {
    expect(isValidInsurerEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidInsurerEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it.each(['sam.taylor@example.co.uk', 'jo+vitality@example.com', 'first_last-1@mail.example.org', 'A.B@x.io'])(
    'accepts %s',
    (email) => expect(isValidInsurerEmail(email)).toBe(true),
  );

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'sam@',
    'sam@example',
    'sam@example.c',
    'sam@example.c0m',
    'sam taylor@example.com',
    "o'brien@example.com",
    'sam@@example.com',
    ' sam@example.com',
  ])('refuses %j', (email) => expect(isValidInsurerEmail(email)).toBe(false));
});
