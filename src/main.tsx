import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './queryClient';
import { hasAccessToken } from './shared/session';
import { startVisit } from './startVisit';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A signed-in visit fetches the code of the screen it opens (at /, the dashboard's figures too),
// and renders once the shell's code is there: the page would be blank meanwhile anyway, and React
// reveals a shell it waited for only 300 ms after it started waiting.
if (hasAccessToken()) startVisit(window.location.pathname, queryClient).then(render);
else render();
