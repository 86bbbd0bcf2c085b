import '@mantine/core/styles.css';
import './app/print.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

// The Content-Security-Policy forbids eval: zod validates without compiling its checks.
z.config({ jitless: true });

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
