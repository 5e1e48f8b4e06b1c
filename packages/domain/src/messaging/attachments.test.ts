import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentIssues,
  attachmentNameIssue,
  DEFAULT_ATTACHMENT_RULES as RULES,
  extensionFitsType,
  sniffAttachmentType,
} from './attachments';

describe('an attachment’s name', () => {
  it.each([
    ['Remiss till fysioterapi.pdf', null],
    ['röntgen_svar (2).PNG', null],
    ['foto-1.jpeg', null],
    ['', 'name_empty'],
    ['   ', 'name_empty'],
    [`${'a'.repeat(97)}.pdf`, 'name_too_long'],
    ['../../etc/passwd.pdf', 'name_characters'],
    ['C:\\Users\\anna\\brev.pdf', 'name_characters'],
    ['.hidden.pdf', 'name_characters'],
    ['brev.pdf ', 'name_characters'],
    ['brev<script>.pdf', 'name_characters'],
    ['program.exe', 'name_extension'],
    ['utan-filändelse', 'name_extension'],
    ['brev.pdf.exe', 'name_extension'],
  ])('%j is %s', (name, issue) => {
    expect(attachmentNameIssue(name, RULES)).toBe(issue);
  });

  it('never accepts a name with a path separator or a control character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('/', '\\', '\u0000', '\n'), fc.string(), (a, bad, b) => {
        expect(attachmentNameIssue(`${a}${bad}${b}.pdf`, RULES)).not.toBeNull();
      }),
    );
  });

  it('follows the configured extensions', () => {
    expect(attachmentNameIssue('bild.png', { ...RULES, extensions: ['pdf'] })).toBe('name_extension');
  });
});

describe('a set of attachments', () => {
  it('refuses every file past the configured count, an empty file and one too large', () => {
    const ok = { name: 'a.pdf', size: 1000 };
    expect(attachmentIssues([ok, { ...ok, size: 0 }, { ...ok, size: 10_000_001 }, ok], RULES)).toEqual([
      null,
      'empty_file',
      'too_large',
      'too_many',
    ]);
    expect(attachmentIssues([ok, ok], { ...RULES, maxCount: 1 })).toEqual([null, 'too_many']);
  });
});

describe('an attachment’s content', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it('is known by its first bytes, not its name', () => {
    expect(sniffAttachmentType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffAttachmentType(bytes(0x4d, 0x5a))).toBeNull(); // an .exe
  });

  it('must fit the name’s extension', () => {
    expect(extensionFitsType('brev.pdf', 'application/pdf')).toBe(true);
    expect(extensionFitsType('bild.JPG', 'image/jpeg')).toBe(true);
    expect(extensionFitsType('brev.jpg', 'application/pdf')).toBe(false);
  });
});
