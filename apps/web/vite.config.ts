import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/_sandbox': 'http://localhost:3000' },
  },
});
