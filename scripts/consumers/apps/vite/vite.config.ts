import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandboxOrigin = process.env.OFFERKIT_SANDBOX_ORIGIN ?? 'http://127.0.0.1:4010';
const sandboxToken = process.env.OFFERKIT_SANDBOX_TOKEN ?? '';

// `vite preview` stands in for the bank's backend: /api/rewards is forwarded to the sandbox with the
// service's bearer token added on the server side.
export default defineConfig({
  plugins: [react()],
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.OFFERKIT_PREVIEW_PORT ?? 4173),
    strictPort: true,
    proxy: {
      '/api/rewards': {
        target: sandboxOrigin,
        headers: { authorization: `Bearer ${sandboxToken}` },
      },
    },
  },
});
