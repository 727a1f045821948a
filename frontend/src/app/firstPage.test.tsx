import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { firstPageDrawn, firstPageUsesGraphql, useMarksFirstPageDrawn } from './firstPage';
import { routes } from './routes';

function openedOn(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}

describe('firstPageUsesGraphql', () => {
  it.each(['/', '/about', '/no-such-page'])(
    'is false for %s, a page without member data',
    (path) => {
      expect(firstPageUsesGraphql(openedOn(path))).toBe(false);
    },
  );

  it.each(['/dashboard', '/gallery', '/auth', '/admin'])('is true for %s', (path) => {
    expect(firstPageUsesGraphql(openedOn(path))).toBe(true);
  });
});

describe('firstPageDrawn', () => {
  it('settles in the frame after a page has mounted, not before', async () => {
    let settled = false;
    void firstPageDrawn.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    function Page() {
      useMarksFirstPageDrawn();
      return <p>page</p>;
    }
    render(<Page />);
    await firstPageDrawn;
    expect(settled).toBe(true);
  });
});
