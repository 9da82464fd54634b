import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellProvider } from '@backoffice/shell-sdk';
import { UiProvider, toaster } from '@backoffice/ui';
import { devShellValue } from './dev-auth';
import AdminUsersModule from './remote-entry';

// Standalone development only (nx serve admin-users): the shell is not here, so this page provides what the shell
// would: the ui system, a shell context built from the token the shell stored in localStorage, a router.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ShellProvider
        value={devShellValue((opts) =>
          toaster.create({ type: opts.type, title: opts.title, description: opts.description }),
        )}
      >
        <UiProvider>
          <BrowserRouter>
            <AdminUsersModule basePath="/" />
          </BrowserRouter>
        </UiProvider>
      </ShellProvider>
    </StrictMode>,
  );
}
