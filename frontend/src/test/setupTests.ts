import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetPromptDrafts } from '../features/generator/rememberedParameters';
import { installMatchMedia } from './matchMedia';

// A page's first lazy import in a test file compiles and loads its modules: allow for that.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  installMatchMedia();
  localStorage.clear();
  sessionStorage.clear();
  forgetPromptDrafts();
});
