/**
 * Why more steps than the architecture takes are not used: 'At most 50 steps with SDXL 1.0: 50 are
 * used instead of 80.' (the steps are fitted to the range before sending, see fitToLimits).
 */
export function stepsAboveMaxNote(
  asked: number,
  max: number,
  architecture: string | undefined,
): string {
  const limit = architecture ? `At most ${max} steps with ${architecture}` : `At most ${max} steps`;
  return `${limit}: ${max} are used instead of ${asked}.`;
}
