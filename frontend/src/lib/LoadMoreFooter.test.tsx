import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreFooter } from './LoadMoreFooter';

describe('LoadMoreFooter', () => {
  it('reads the next page on "Load more"', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMoreFooter hasMore loading={false} onLoadMore={onLoadMore} />);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps the button busy while the next page loads', () => {
    render(<LoadMoreFooter hasMore loading onLoadMore={jest.fn()} />);

    expect(screen.getByRole('button', { name: /Load more/ })).toHaveClass('ant-btn-loading');
  });

  it('says how much of the list is shown', () => {
    render(
      <LoadMoreFooter
        hasMore
        loading={false}
        onLoadMore={jest.fn()}
        progress={{ shown: 20, total: 45, noun: 'users' }}
      />,
    );

    expect(screen.getByText('Showing 20 of 45 users')).toBeInTheDocument();
  });

  it('keeps the count but drops the button once everything is shown', () => {
    render(
      <LoadMoreFooter
        hasMore={false}
        loading={false}
        onLoadMore={jest.fn()}
        progress={{ shown: 2, total: 2, noun: 'models' }}
      />,
    );

    expect(screen.getByText('Showing 2 of 2 models')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('renders nothing with neither a count nor more to load', () => {
    const { container } = render(
      <LoadMoreFooter hasMore={false} loading={false} onLoadMore={jest.fn()} />,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
