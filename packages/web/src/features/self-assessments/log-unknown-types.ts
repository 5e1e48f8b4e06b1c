/** Seed 001 §8: an unknown survey type is logged. The app has no logger for warnings beyond the console. */
const logged = new Set<string>();

export function logUnknownSurveyTypes(types: readonly string[]): void {
  for (const type of types) {
    if (logged.has(type)) continue;
    logged.add(type);
    console.warn(`[konsult] self-assessment of unknown survey type "${type}" is not shown`);
  }
}

/** Tests start from nothing logged. */
export function forgetLoggedSurveyTypes(): void {
  logged.clear();
}
