import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetPromptDrafts } from '../features/generator/rememberedParameters';
import { installMatchMedia } from './matchMedia';

// A page's first lazy import in a test file compiles and loads its modules: allow for that, on a
// loaded two-core machine too (over 20 s seen with three test runs beside it). A broken page still
// fails, later, and within the test's own 120 s (jest.config.cjs), so the failure names what did
// not show.
configure({ asyncUtilTimeout: 45_000 });

beforeEach(() => {
  installMatchMedia();
  localStorage.clear();
  sessionStorage.clear();
  forgetPromptDrafts();
});
