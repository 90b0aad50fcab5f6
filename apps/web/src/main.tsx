import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/styles/index.css';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');

// Who is logged in is asked once at start (the cookie is httpOnly); pages wait for the answer.
startSession();

function render() {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The shell's texts must be there before the first paint, or the header flashes raw keys.
initI18n().then(render, (error: unknown) => {
  console.error(error);
  render();
});
