/**
 * Seed 002 §5 "Text and email": the insurer refuses text with characters outside Latin-1's printable range, and
 * e-mail addresses its pattern does not take.
 */

/** Whether a code point is a control character (C0, DEL, C1). */
const isControl = (code: number): boolean => code < 32 || (code >= 127 && code <= 159);

/**
 * The text check: fails if any character is a control character, falls above 126 up to 160, or above 255. Taken
 * literally, line breaks and tabs are control characters and fail too.
 */
export function isValidInsurerText(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (isControl(code) || (code > 126 && code <= 160) || code > 255) return false;
  }
  return true;
}

/** The characters that fail the text check, each once, in order of appearance (for an error message). */
export function invalidInsurerTextCharacters(text: string): string[] {
  const found: string[] = [];
  for (const char of text) if (!isValidInsurerText(char) && !found.includes(char)) found.push(char);
  return found;
}

/**
 * A local part of 1–64 letters, digits, underscores, pluses, hyphens and dots; then a host of dot-separated labels
 * (letters, digits, hyphens) ending in a top-level domain of at least 2 letters.
 */
export const INSURER_EMAIL_PATTERN = /^[A-Za-z0-9_+.-]{1,64}@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function isValidInsurerEmail(email: string): boolean {
  return INSURER_EMAIL_PATTERN.test(email);
}
