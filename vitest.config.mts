import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus' own compiler; tests compile it with React's runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''),
      // Theme components the site's components render, replaced by plain stand-ins outside Docusaurus.
      '@theme/Heading': fileURLToPath(new URL('tests/unit/stubs/Heading.tsx', import.meta.url)),
      '@theme/CodeBlock': fileURLToPath(new URL('tests/unit/stubs/CodeBlock.tsx', import.meta.url)),
      '@theme-original/Loading': fileURLToPath(new URL('tests/unit/stubs/Loading.tsx', import.meta.url)),
      '@theme-original/Navbar/MobileSidebar': fileURLToPath(
        new URL('tests/unit/stubs/NavbarMobileSidebar.tsx', import.meta.url),
      ),
      '@theme-original/NavbarItem': fileURLToPath(new URL('tests/unit/stubs/NavbarItem.tsx', import.meta.url)),
      '@theme-original/Navbar': fileURLToPath(new URL('tests/unit/stubs/Navbar.tsx', import.meta.url)),
      '@theme-original/Footer': fileURLToPath(new URL('tests/unit/stubs/Footer.tsx', import.meta.url)),
      '@docusaurus/useIsBrowser': fileURLToPath(new URL('tests/unit/stubs/useIsBrowser.ts', import.meta.url)),
      '@docusaurus/useGlobalData': fileURLToPath(new URL('tests/unit/stubs/useGlobalData.ts', import.meta.url)),
      '@docusaurus/Link': fileURLToPath(new URL('tests/unit/stubs/Link.tsx', import.meta.url)),
      // The route table Docusaurus generates for a build, as a small fixture.
      '@generated/routes': fileURLToPath(new URL('tests/unit/stubs/generatedRoutes.ts', import.meta.url)),
      '@generated/routesChunkNames': fileURLToPath(
        new URL('tests/unit/stubs/generatedRoutesChunkNames.ts', import.meta.url),
      ),
      // What Docusaurus' bundler maps its router module to.
      '@docusaurus/router': 'react-router-dom',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The commit recorder first: React DOM reads its devtools hook when it loads.
    setupFiles: ['tests/unit/react-commit-priorities.ts', 'tests/unit/setup.ts'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
    // A limit, not a timing check: rendering the whole CLI reference in jsdom takes several seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
