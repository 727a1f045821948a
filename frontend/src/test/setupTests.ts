import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetPromptDrafts } from '../features/generator/rememberedParameters';
import { installMatchMedia } from './matchMedia';

// A page's first lazy import in a test file compiles and loads its modules: allow for that, on a
// loaded two-core machine too (over 10 s seen with other suites beside it). A broken page still
// fails, later.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  installMatchMedia();
  localStorage.clear();
  sessionStorage.clear();
  forgetPromptDrafts();
});
