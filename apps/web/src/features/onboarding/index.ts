/** The onboarding feature's public surface for the routes (docs/decisions/027). */
export { OnboardingScreen, type OnboardingScreenProps } from './onboarding-screen.js';
export { preferencesSearchPath } from './search-href.js';
