// jest-dom matchers for Vitest's expect, and an unmount after every test (Testing Library only does
// this by itself when test globals are enabled).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
