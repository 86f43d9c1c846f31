import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { responseShapesModule } from './response-shapes-plugin';
import { translationFiles } from './translations-plugin';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), responseShapesModule(), ...(isSsrBuild ? [] : [translationFiles()])],
  // The built server renderer (dist/.ssr, loaded by the BFF) carries its dependencies inside it,
  // so the server's image needs none of the client's packages. In dev, Node loads them itself.
  ssr: command === 'build' ? { noExternal: true } : {},
  // Bundled, React and its peers pick their build by process.env.NODE_ENV when they run; the BFF
  // does not set it, and React's development build renders about ten times slower.
  ...(command === 'build' && isSsrBuild ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  build: {
    // scripts/size.mjs and the server renderer read the manifest of the browser's build.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // Both area sheets are built by scripts/build-styles.mjs, outside Vite, and linked by the BFF.
    cssCodeSplit: false,
    rolldownOptions: {
      // The dashboard (index.html) and the public pages' islands loader: two entries of one build.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', islands: 'src/islands.ts' } }),
      output: {
        codeSplitting: {
          groups: [
            {
              // React itself, which an island and the dashboard share: one file, and nothing else
              // in it, so an island does not download the dashboard's router and query cache.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The dashboard's framework: one file compresses better than the small ones
              // automatic splitting makes.
              name: 'framework',
              test: /node_modules[\\/](react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The HTTP client every page calls through: kept whole, so a dashboard screen that
              // imports one piece of it does not split it into small files the public site pays for.
              name: 'http',
              test: /src[\\/]lib[\\/](http|http-error|browser-http|token-store|cookies)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
