import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './queryClient';
import { hasAccessToken } from './shared/session';
import { startVisit } from './startVisit';

// A signed-in visit fetches the code of the screen it opens (at /, the dashboard's figures too)
// while the app renders.
if (hasAccessToken()) startVisit(window.location.pathname, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
