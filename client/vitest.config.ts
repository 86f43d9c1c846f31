import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { responseShapesModule } from './response-shapes-plugin';

export default defineConfig({
  plugins: [react(), responseShapesModule()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
