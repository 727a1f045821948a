/**
 * Leaves the app for the payment provider's hosted checkout page: a full page load, as the
 * provider requires. Its own module so tests can stand in for the browser's navigation.
 */
export function goToHostedCheckout(url: string): void {
  window.location.assign(url);
}
