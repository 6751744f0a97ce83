import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Entry point of the console. The shell (bootstrap, router, header, menu) mounts here.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <main>Identity Console</main>
  </StrictMode>,
);
