import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // scripts/size.mjs reads the manifest to add up what each area downloads.
    manifest: true,
    target: 'es2022',
    // Both area sheets are built by scripts/build-styles.mjs, outside Vite, and linked by the BFF.
    cssCodeSplit: false,
  },
});
