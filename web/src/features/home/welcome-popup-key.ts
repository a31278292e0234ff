/**
 * sessionStorage key that marks the welcome popup as seen for this browser session (spec §4). Browser
 * tests set it before the page loads (web/e2e/helpers/fixtures.ts) so the popup stays out of other screens' tests.
 */
export const WELCOME_POPUP_SESSION_KEY = 'vishwa.welcomePopupSeen';
