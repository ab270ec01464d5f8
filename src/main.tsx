import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './queryClient';
import { hasAccessToken } from './shared/session';
import { startDashboard } from './startDashboard';

// A signed-in visit to / fetches the dashboard's code and figures while the app renders.
if (hasAccessToken() && window.location.pathname === '/') startDashboard(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
