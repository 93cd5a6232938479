import { useLocation } from '../routing/router';

/** Shows where the memory router is, so a test can see an in-app navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
