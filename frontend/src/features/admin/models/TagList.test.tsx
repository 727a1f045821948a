import { render, screen } from '@testing-library/react';
import { summarizeTags } from './tagSummary';
import { TagList } from './TagList';

describe('Result tags', () => {
  it('shows the first 3 tags and "+N more" for the rest', () => {
    render(<TagList tags={['anime', 'portrait', 'fantasy', 'pastel', 'sketch']} />);

    for (const tag of ['anime', 'portrait', 'fantasy']) {
      expect(screen.getByText(tag)).toBeInTheDocument();
    }
    expect(screen.queryByText('pastel')).not.toBeInTheDocument();
    expect(screen.queryByText('sketch')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('has no "+N more" with 3 tags or fewer', () => {
    render(<TagList tags={['anime', 'portrait', 'fantasy']} />);

    expect(screen.getByText('fantasy')).toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('counts what is left over', () => {
    expect(summarizeTags([])).toEqual({ shown: [], more: 0 });
    expect(summarizeTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
  });
});
