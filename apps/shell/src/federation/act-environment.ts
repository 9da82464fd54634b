const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const initial = scope.IS_REACT_ACT_ENVIRONMENT;

/**
 * For the specs of the area loading: turns React's act() environment off until the test ends (importing this
 * module registers the afterEach that restores it). React does not retry a render that suspended on `use` inside
 * an act() scope once act() has returned, which a browser never does; those specs render and click outside act().
 */
export function actEnvironmentOff(): void {
  scope.IS_REACT_ACT_ENVIRONMENT = false;
}

afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = initial;
});
