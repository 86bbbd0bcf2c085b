/**
 * Lets non-React code (the API client, logout) change the route. The router registers its
 * navigate function at start; before that, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export const LOGIN_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (typeof window !== 'undefined' && window.location.pathname !== to)
    window.location.assign(to);
}

export function goToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname === LOGIN_PATH) return;
  navigateTo(LOGIN_PATH, { replace: true });
}
