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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs the framework before it can render: one file compresses better
              // than the seven small ones automatic splitting makes, and keeps / under budget.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|i18next-http-backend|cookie|set-cookie-parser|void-elements|html-parse-stringify)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
