/**
 * A full page load of `href`: the server renders the next page with fresh boot data (after onboarding, the
 * candidate is onboarded). One place, so component tests can replace it (jsdom cannot navigate).
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
