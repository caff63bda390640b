import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserApp />
  </StrictMode>,
);
