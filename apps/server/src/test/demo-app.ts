import type { ConfigOverrides } from '../config/index';
import { seedDemo } from '../db/seed/demo';
import { type TestApp, useTestApp } from './harness';

/**
 * `useTestApp` with the demo data (accounts, lots, parked cars, unpaid items): seeded once, by the first test
 * that asks for the app. Returns an async getter.
 */
export function useDemoApp(configOverrides: ConfigOverrides = {}): () => Promise<TestApp> {
  const t = useTestApp(configOverrides);
  let seeded = false;
  return async () => {
    if (!seeded) {
      // the app's APP_SECRET, so that it can draw the demo lotteries (decision 180)
      await seedDemo(t().db, new Date(), t().app.config.appSecret);
      seeded = true;
    }
    return t();
  };
}
