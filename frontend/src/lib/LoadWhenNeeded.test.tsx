import { render, screen } from '@testing-library/react';
import { LoadWhenNeeded } from './LoadWhenNeeded';

describe('LoadWhenNeeded', () => {
  it('renders nothing until first wanted, then keeps its content rendered', () => {
    const { rerender } = render(
      <LoadWhenNeeded when={false}>
        <p>dialog</p>
      </LoadWhenNeeded>,
    );
    expect(screen.queryByText('dialog')).not.toBeInTheDocument();

    rerender(
      <LoadWhenNeeded when>
        <p>dialog</p>
      </LoadWhenNeeded>,
    );
    expect(screen.getByText('dialog')).toBeInTheDocument();

    rerender(
      <LoadWhenNeeded when={false}>
        <p>dialog</p>
      </LoadWhenNeeded>,
    );
    expect(screen.getByText('dialog')).toBeInTheDocument();
  });
});
