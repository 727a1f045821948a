import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPagination } from './SearchPagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Search result pages' }))
    .getAllByRole('button')
    .filter((button) => /^Page \d+$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => button.textContent);

describe('Search pagination', () => {
  it('is not shown for 30 results or fewer', () => {
    const { container } = render(
      <SearchPagination page={1} totalResults={30} onChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is shown from 31 results, with one page number per 30', () => {
    render(<SearchPagination page={1} totalResults={31} onChange={() => undefined} />);
    expect(pageButtons()).toEqual(['1', '2']);
  });

  it('shows at most 5 page numbers, the current one marked', () => {
    render(<SearchPagination page={7} totalResults={300} onChange={() => undefined} />);

    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the clicked, previous and next page, not past the ends', async () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <SearchPagination page={1} totalResults={95} onChange={onChange} />,
    );

    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);

    rerender(<SearchPagination page={4} totalResults={95} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
