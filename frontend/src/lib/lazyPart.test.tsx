import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazyPart';

const parts = {
  Greeting: ({ name }: { name: string }) => <p>Hello, {name}</p>,
  Farewell: () => <p>Goodbye</p>,
};

describe('lazyPart', () => {
  it('renders the named export of the loaded module, loading the module once for all its parts', async () => {
    const load = jest.fn(() => Promise.resolve(parts));
    const Greeting = lazyPart(load, 'Greeting');
    const Farewell = lazyPart(load, 'Farewell');

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
        <Farewell />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByText('Goodbye')).toBeInTheDocument();
    // Each part asks the loader; the build's dynamic import() answers them from one chunk.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
