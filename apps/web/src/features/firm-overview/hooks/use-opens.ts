import { routeByName, roleMayOpen } from '@portal/contracts/routes';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** Whether the signed-in person may open a route by name (role and new-features flag). */
export function useOpens() {
  const role = useSessionStore(currentRole);
  const newFeatures = useSessionStore(
    (s) => (s.switchedUserFull ?? s.userFullData)?.new_features ?? false,
  );
  return (name: string) => {
    const route = routeByName(name);
    return roleMayOpen(route, role) && (!route.newFeatures || newFeatures);
  };
}
