import { describe, expect, it } from 'vitest';
import { shouldStartOnboarding } from './onboarding-start.js';

const base = {
  offer: '/careers?domain=a.example',
  here: '/careers?domain=a.example',
  isLoggedIn: true,
  isOnboarded: false,
};

describe('when a new candidate is taken to onboarding', () => {
  it('right after a sign-in on the page it landed on', () => {
    expect(shouldStartOnboarding(base)).toBe(true);
  });
  it('never without a sign-in just now, once onboarded, signed out, or elsewhere', () => {
    expect(shouldStartOnboarding({ ...base, offer: null })).toBe(false);
    expect(shouldStartOnboarding({ ...base, isOnboarded: true })).toBe(false);
    expect(shouldStartOnboarding({ ...base, isLoggedIn: false })).toBe(false);
    expect(shouldStartOnboarding({ ...base, here: '/careers/settings' })).toBe(false);
    expect(
      shouldStartOnboarding({ ...base, offer: '/careers/onboarding', here: '/careers/onboarding' }),
    ).toBe(false);
  });
});
