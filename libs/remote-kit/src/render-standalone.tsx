import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient } from '@backoffice/api-client';
import { ShellProvider, type RemoteProps } from '@backoffice/shell-sdk';
import { UiProvider, loadSystemRecipes, toaster } from '@backoffice/ui';
import { DEV_TOKEN_KEYS, devShellValue, devToken } from './dev-auth';
import { DevSignIn } from './dev-sign-in';

/**
 * Standalone development of one remote (`nx serve <area>`): the shell is not there, so this renders the area's
 * Module into `#root` with what the shell would provide: the ui system with toasts, a shell context built from
 * the token in localStorage ({@link devShellValue}), the api-client sending that token (through the dev server's
 * /api proxy), and a router. Without a token it shows {@link DevSignIn}; a 401 forgets the token. Renders once
 * the ui system has all its recipes (`loadSystemRecipes`).
 */
export function renderStandalone(Module: ComponentType<RemoteProps>, rootId = 'root') {
  const root = document.getElementById(rootId);
  if (!root) return;
  const signOut = () => {
    for (const k of DEV_TOKEN_KEYS) localStorage.removeItem(k);
    location.reload();
  };
  configureApiClient({ getToken: devToken, onUnauthorized: signOut });
  const onToken = (token: string) => {
    localStorage.setItem(DEV_TOKEN_KEYS[0], token);
    location.reload();
  };
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <ShellProvider
          value={devShellValue((opts) =>
            toaster.create({ type: opts.type, title: opts.title, description: opts.description }),
          )}
        >
          <UiProvider>
            {devToken() ? (
              <BrowserRouter>
                <Module basePath="/" />
              </BrowserRouter>
            ) : (
              <DevSignIn onToken={onToken} />
            )}
          </UiProvider>
        </ShellProvider>
      </StrictMode>,
    );
  // A failed recipes chunk leaves some pieces unstyled, which beats no page.
  void loadSystemRecipes().then(render, render);
}
