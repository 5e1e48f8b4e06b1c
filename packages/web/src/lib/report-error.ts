/** One place errors go to be reported; today the console, later the error tracker. */
export function reportError(error: unknown, context?: string): void {
  console.error(context ? `[konsult] ${context}` : '[konsult]', error);
}
