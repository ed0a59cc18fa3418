// Component-test setup: jest-dom matchers for Vitest's expect, and an unmount after every test (Testing
// Library only does this on its own when test globals are enabled).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
