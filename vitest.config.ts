import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/sandbox/**/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        // The pages' parts rendered in happy-dom with @testing-library/preact: what a user sees and
        // does, without a browser (docs/testing.md).
        plugins: [WxtVitest()],
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'happy-dom',
          pool: 'vmThreads',
          setupFiles: ['test/components/setup.ts'],
          restoreMocks: true,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'screens',
          include: ['test/screens/**/*.test.ts'],
          // Emptied first: every picture in .cache/screenshots is of this run.
          globalSetup: ['test/screens/empty-folder.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run store-images`: the stores' screenshots, promo tile and icon (docs/store/README.md).
        test: {
          name: 'store-images',
          include: ['test/store-images/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run bench`: timings and sizes of the e2e build, one browser, nothing asserted.
        test: {
          name: 'bench',
          include: ['test/bench/bench.test.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The built extension in a real headless Chromium: one browser at a time on a 2-core machine.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The Firefox build: packaging and lint checks, then the built add-on in a real headless
        // Firefox ESR. One browser at a time, after the Chromium e2e (see docs/firefox.md).
        test: {
          name: 'firefox',
          include: ['test/firefox/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
