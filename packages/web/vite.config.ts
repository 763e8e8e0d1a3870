import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (npm run dev); in production the server serves dist/ at the same origin.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
