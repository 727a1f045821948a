// Image imports resolve to their URL in the app; a fixed one is enough in tests.
export default 'test-file-stub';
