/**
 * Seed 000 §5: "file-name validation and a maximum embedded file count come from configuration". The deployment
 * sets the count and the extensions (MESSAGE_ATTACHMENTS_MAX, MESSAGE_ATTACHMENT_EXTENSIONS); the rest is ours:
 * a name a patient's device can open and a records archive can keep — letters, digits, spaces and . _ - ( ),
 * at most 100 characters, no leading dot, one of the allowed extensions — and at most 10,000,000 bytes (the
 * architecture's upload limit).
 */
export type AttachmentRules = { maxCount: number; extensions: readonly string[]; maxBytes: number };

export const DEFAULT_ATTACHMENT_RULES: AttachmentRules = {
  maxCount: 3,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxBytes: 10_000_000,
};

export const ATTACHMENT_NAME_MAX = 100;

export type AttachmentIssue =
  | 'name_empty'
  | 'name_too_long'
  | 'name_characters'
  | 'name_extension'
  | 'too_large'
  | 'empty_file'
  | 'too_many'
  | 'content_mismatch';

const NAME = /^[\p{L}\p{N} ._()-]+$/u;

/** What is wrong with a file's name under the rules, or null. */
export function attachmentNameIssue(name: string, rules: AttachmentRules): AttachmentIssue | null {
  if (name.trim() === '') return 'name_empty';
  if (name.length > ATTACHMENT_NAME_MAX) return 'name_too_long';
  if (!NAME.test(name) || name.startsWith('.') || name !== name.trim()) return 'name_characters';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!rules.extensions.includes(extension)) return 'name_extension';
  return null;
}

/** The issues of a set of files about to be attached, by index; `too_many` on every file past the count. */
export function attachmentIssues(
  files: readonly { name: string; size: number }[],
  rules: AttachmentRules,
): (AttachmentIssue | null)[] {
  return files.map((file, index) => {
    if (index >= rules.maxCount) return 'too_many';
    const nameIssue = attachmentNameIssue(file.name, rules);
    if (nameIssue) return nameIssue;
    if (file.size === 0) return 'empty_file';
    if (file.size > rules.maxBytes) return 'too_large';
    return null;
  });
}

/** The content type a file's first bytes prove, among the ones we accept, or null. Never trust the name alone. */
export function sniffAttachmentType(head: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** Whether the proven type fits the name's extension (a PDF named .jpg is refused). */
export function extensionFitsType(name: string, type: string): boolean {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return (
    (type === 'application/pdf' && extension === 'pdf') ||
    (type === 'image/jpeg' && (extension === 'jpg' || extension === 'jpeg')) ||
    (type === 'image/png' && extension === 'png')
  );
}
