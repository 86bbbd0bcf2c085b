/** Leaves the portal for the provider's hosted payment page (a full navigation, not a route). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
