import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes } from '@backoffice/remote-kit';
import { AREA } from './area';

/**
 * Exposed as `hotels/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function HotelsModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} />;
}
