import { recordPath, type RecordRef } from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { Link } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Props of {@link DashboardLink}: a record (its page from records.ts) or a list's path. */
export interface DashboardLinkProps {
  /** The record linked; its page is `recordPath(record, role)`, plain text when the role has none. */
  record?: RecordRef;
  /** A list's path with its query (a queue's list, a department's tickets); ignored when `record` is given. */
  to?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

/**
 * A link from the dashboard to a record or a filtered list, as remote-kit's RecordLink makes it (docs/frontend-data.md,
 * "Links between records"): it carries the dashboard's path with its range, so that the page opened leads back
 * to it. The shell keeps remote-kit out of its own chunks, hence this small twin.
 */
export function DashboardLink({ record, to, children, ...rest }: DashboardLinkProps) {
  const location = useLocation();
  const { user } = useAuth();
  const path = record ? recordPath(record, user?.role) : (to ?? null);
  const text = children ?? record?.name ?? record?.id;
  if (!path) return <>{text}</>;
  return (
    <Link asChild color="blue.fg">
      <RouterLink to={path} state={{ from: { path: `${location.pathname}${location.search}`, label: 'Back to the dashboard' } }} {...rest}>
        {text}
      </RouterLink>
    </Link>
  );
}
