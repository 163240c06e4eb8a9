/** Home section; its feature work replaces this file. */
export function OnboardingBanner(_props: Record<string, unknown> = {}) {
  return null;
}
