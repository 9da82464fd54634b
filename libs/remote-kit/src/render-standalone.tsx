import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellProvider, type RemoteProps } from '@backoffice/shell-sdk';
import { UiProvider, toaster } from '@backoffice/ui';
import { devShellValue } from './dev-auth';

/**
 * Standalone development of one remote (`nx serve <area>`): the shell is not there, so this renders the area's
 * Module into `#root` with what the shell would provide: the ui system with toasts, a shell context built from
 * the token in localStorage ({@link devShellValue}), and a router.
 */
export function renderStandalone(Module: ComponentType<RemoteProps>, rootId = 'root') {
  const root = document.getElementById(rootId);
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ShellProvider
        value={devShellValue((opts) =>
          toaster.create({ type: opts.type, title: opts.title, description: opts.description }),
        )}
      >
        <UiProvider>
          <BrowserRouter>
            <Module basePath="/" />
          </BrowserRouter>
        </UiProvider>
      </ShellProvider>
    </StrictMode>,
  );
}
