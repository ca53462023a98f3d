import './lib/zod-without-eval.ts';
import './styles/tokens.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { routes } from './app/routes.tsx';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, not in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
