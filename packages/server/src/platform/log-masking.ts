/** A patient link's token is a credential: request URLs are logged with it masked. */
export function maskLinkTokens(url: string): string {
  return url.replace(/\/(join|programme)\/[^/?#]+/g, '/$1/[token]');
}
