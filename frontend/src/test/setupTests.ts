import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installMatchMedia } from './matchMedia';

// A page's first lazy import in a test file compiles and loads its modules: allow for that.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  installMatchMedia();
  localStorage.clear();
  sessionStorage.clear();
});
