import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { domainParam, withDomain } from '../lib/careers-href.js';
import { useBoot } from './boot-context.js';

/*
 * When a new candidate is taken to onboarding (spec 1 §4 "Onboarding"; docs/decisions/027): once, right after
 * they signed in or created their account from the careers home or the sign-in page, and only after the terms
 * gate (if it stands) was answered. Not on every page load: a candidate who skipped is onboarded and never asked
 * again, and one who signs in to do something (apply, save a job, open a protected page) stays with that.
 */

const OFFER_KEY = 'portico.onboarding.offer';
export const ONBOARDING_PATH = '/careers/onboarding';

/** The login dialog calls this before the page reloads at `target`, which may then start onboarding. */
export function offerOnboardingAfterSignIn(target: string): void {
  try {
    window.sessionStorage.setItem(OFFER_KEY, target);
  } catch {
    // Storage refused (private mode): the candidate simply is not taken there.
  }
}

/** Reads and forgets the offer left by the sign-in (browser only). */
function takeOffer(): string | null {
  try {
    const target = window.sessionStorage.getItem(OFFER_KEY);
    window.sessionStorage.removeItem(OFFER_KEY);
    return target;
  } catch {
    return null;
  }
}

/** Whether the page the sign-in landed on should open onboarding now. */
export function shouldStartOnboarding(input: {
  offer: string | null;
  here: string;
  isLoggedIn: boolean;
  isOnboarded: boolean;
}): boolean {
  return Boolean(
    input.offer &&
      input.isLoggedIn &&
      !input.isOnboarded &&
      input.offer === input.here &&
      !input.here.startsWith(ONBOARDING_PATH),
  );
}

/** Takes a candidate who just signed in and is not onboarded to `/careers/onboarding`, once `blocked` ends. */
export function useOnboardingStart(blocked: boolean): void {
  const boot = useBoot();
  const location = useLocation();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<string | null>(null);
  useEffect(() => {
    setOffer(takeOffer());
  }, []);
  useEffect(() => {
    if (!offer || blocked) return;
    setOffer(null);
    const here = `${location.pathname}${location.search}`;
    if (
      shouldStartOnboarding({
        offer,
        here,
        isLoggedIn: boot.user.isLoggedIn,
        isOnboarded: boot.user.onboarding.isOnboarded,
      })
    )
      navigate(withDomain(ONBOARDING_PATH, domainParam(location.search)));
  }, [offer, blocked, location.pathname, location.search, boot.user, navigate]);
}
