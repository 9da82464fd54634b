import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in
// between, instead of one task that blocks the page for the whole tree (docs/micro-frontends.md, "Speed budgets").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
