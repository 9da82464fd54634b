import {
  Component,
  Suspense,
  lazy,
  use,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { areaForPath, getArea, type AreaKey } from '@backoffice/contracts';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { Box, Button, Heading, Spinner, Stack, Text } from '@backoffice/ui';
import { forgetRemote, loadRemoteModule, RemoteLoadError, REMOTE_TIMEOUT_MS } from './remote-loader';
import type { RemoteModule } from './remote-types';

type RemoteComponent = ComponentType<RemoteProps>;
type LazyRemote = LazyExoticComponent<RemoteComponent>;

// One load and one lazy component per area, so that moving between pages of an area keeps the loaded remote.
// A failed load is forgotten (see retry) because React.lazy caches its rejection for good.
const loads = new Map<AreaKey, Promise<RemoteModule>>();
const loaded = new Map<AreaKey, RemoteComponent>();
const lazyCache = new Map<AreaKey, LazyRemote>();

/**
 * Starts loading an area's `./Module` (the sidebar calls it when the pointer or focus reaches an entry), so that
 * a click finds it loaded: the area then renders at once, without a Suspense fallback and React's reveal delay.
 * Loads each area once; a failed load is forgotten, so the next call tries again.
 * @returns the module; rejects with RemoteLoadError like {@link loadRemoteModule}.
 */
export function preloadRemote(area: AreaKey, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RemoteModule> {
  let load = loads.get(area);
  if (!load) {
    load = loadRemoteModule(area, timeoutMs).then(
      (mod) => {
        loaded.set(area, mod.default);
        return mod;
      },
      (err: unknown) => {
        loads.delete(area);
        throw err;
      },
    );
    loads.set(area, load);
  }
  return load;
}

/**
 * Preloads what opening `pathname` needs: its area's Module ({@link preloadRemote}) and then, when the remote
 * offers it, the page's own code. Does nothing for the shell's own pages.
 * @returns a promise that settles once both have arrived or one failed (the failure shows when the route opens);
 *   it never rejects.
 */
export function preloadPath(pathname: string): Promise<void> {
  const area = areaForPath(pathname);
  if (!area) return Promise.resolve();
  return preloadRemote(area)
    .then((mod) => mod.preloadPage?.(pathname))
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * How long a navigation into an area keeps the previous page on screen while the area's code loads
 * (milliseconds); a slower area then shows its own loading state, and its alert after {@link REMOTE_TIMEOUT_MS}.
 */
export const AREA_HOLD_MS = 1500;

// Paths whose hold is over (loaded, failed or held long enough), and the holds under way.
const heldPaths = new Set<string>();
const holds = new Map<string, Promise<void>>();

/**
 * The hold of `pathname`: null when there is nothing to wait for, else a promise that settles when its code has
 * loaded or failed ({@link preloadPath}), or after `holdMs`.
 */
function holdFor(pathname: string, holdMs: number): Promise<void> | null {
  if (heldPaths.has(pathname)) return null;
  let hold = holds.get(pathname);
  if (!hold) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, holdMs);
    });
    hold = Promise.race([preloadPath(pathname), elapsed]).then(() => {
      clearTimeout(timer);
      heldPaths.add(pathname);
      holds.delete(pathname);
    });
    holds.set(pathname, hold);
  }
  return hold;
}

function lazyRemote(area: AreaKey, timeoutMs: number): LazyRemote {
  let cached = lazyCache.get(area);
  if (!cached) {
    cached = lazy(() => preloadRemote(area, timeoutMs));
    lazyCache.set(area, cached);
  }
  return cached;
}

function forgetLoad(area: AreaKey) {
  loads.delete(area);
  loaded.delete(area);
  lazyCache.delete(area);
}

/** For tests: forget every loaded area. */
export function resetRemoteAreasForTests(): void {
  loads.clear();
  loaded.clear();
  lazyCache.clear();
  heldPaths.clear();
  holds.clear();
}

/** Props of {@link RemoteArea}. */
export interface RemoteAreaProps {
  area: AreaKey;
  /** Milliseconds before a slow remote is reported as not loaded (default 5000). */
  timeoutMs?: number;
  /**
   * The path being opened. When given, the area first waits, for at most `holdMs`, until that path's Module and
   * page code have loaded, suspending to the Suspense boundary above it: inside a navigation (React Router
   * navigates in a transition) React keeps the previous page on screen meanwhile, then shows the area at once,
   * without a loading state and the 300 ms hold React puts on revealing content after one
   * (docs/micro-frontends.md, "Speed budgets"). Without it, the area shows its loading state while it loads.
   */
  pathname?: string;
  /** Longest wait for `pathname` (default {@link AREA_HOLD_MS}). */
  holdMs?: number;
}

/**
 * Renders one remote's `./Module` (its routes, absolute paths, `basePath: '/'`) inside the shell's router.
 * The remote's remoteEntry.js is fetched the first time this renders. A remote that is down, broken or slower
 * than 5 s shows an alert with Retry in this area only; the rest of the shell keeps working.
 */
export function RemoteArea({
  area,
  timeoutMs = REMOTE_TIMEOUT_MS,
  pathname,
  holdMs = AREA_HOLD_MS,
}: RemoteAreaProps) {
  const hold = pathname === undefined ? null : holdFor(pathname, holdMs);
  if (hold) use(hold);
  // No hook above: React replays a component that suspended on `use` once the promise settles, and the replay,
  // which finds no hold to wait for, must call the same hooks as the first attempt.
  return <LoadedArea area={area} timeoutMs={timeoutMs} />;
}

/** The area once its hold is over: the remote's Module under its error boundary and Suspense. */
function LoadedArea({ area, timeoutMs }: { area: AreaKey; timeoutMs: number }) {
  // The shell's client (private-app.tsx), passed on so that the remote shares its cache.
  const queryClient = useContext(QueryClientContext);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(async () => {
    forgetLoad(area);
    await forgetRemote(area).catch(() => undefined);
    setAttempt((n) => n + 1);
  }, [area]);
  // Chosen once per area and attempt: switching from the lazy wrapper to the loaded component later would
  // remount the remote and lose its state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the retry's reason to choose again
  const Remote = useMemo(() => loaded.get(area) ?? lazyRemote(area, timeoutMs), [area, timeoutMs, attempt]);
  return (
    <RemoteErrorBoundary key={`${area}:${attempt}`} area={area} onRetry={retry}>
      <Suspense fallback={<RemoteLoading area={area} />}>
        <Remote basePath="/" queryClient={queryClient} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ area }: { area: AreaKey }) {
  return (
    <Box p="6" role="status" aria-live="polite">
      <Stack direction="row" align="center" gap="3">
        <Spinner size="sm" />
        <Text>Loading {getArea(area).title}…</Text>
      </Stack>
    </Box>
  );
}

function explain(error: Error): string {
  if (error instanceof RemoteLoadError) {
    if (error.reason === 'timeout') return `It did not answer within ${REMOTE_TIMEOUT_MS / 1000} seconds.`;
    if (error.reason === 'unavailable') return 'Its server could not be reached.';
    if (error.reason === 'incompatible') return error.message;
    return 'It is not a valid Back Office area.';
  }
  return 'It failed while starting.';
}

interface BoundaryProps {
  area: AreaKey;
  onRetry: () => void | Promise<void>;
  children: ReactNode;
}

/** The error boundary of one remote: its failure stays in its area. */
export class RemoteErrorBoundary extends Component<
  BoundaryProps,
  { error: Error | null; retrying: boolean }
> {
  override state = { error: null as Error | null, retrying: false };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.area} area failed:`, error, info.componentStack);
  }

  private handleRetry = () => {
    this.setState({ retrying: true });
    void this.props.onRetry();
  };

  override render() {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    const title = getArea(this.props.area).title;
    return (
      <Box p="6">
        <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4">
          <Stack gap="3" align="flex-start">
            <Heading as="h2" size="md">
              The {title} area could not be loaded.
            </Heading>
            <Text>{explain(error)} The rest of the Back Office keeps working; try again in a moment.</Text>
            <Box as="details" fontSize="sm" color="fg.muted">
              <summary>Technical details</summary>
              <Text mt="1" wordBreak="break-word">
                {error.message}
              </Text>
            </Box>
            <Button onClick={this.handleRetry} loading={retrying} colorPalette="red" variant="outline">
              Retry
            </Button>
          </Stack>
        </Box>
      </Box>
    );
  }
}
