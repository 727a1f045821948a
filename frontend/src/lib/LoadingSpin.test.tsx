import { render, screen } from '@testing-library/react';
import { LoadingSpin } from './LoadingSpin';

describe('LoadingSpin', () => {
  it('is a status named by its label, as a bare div may not carry an aria-label', () => {
    render(<LoadingSpin size="large" label="Loading images" />);
    const spinner = screen.getByRole('status', { name: 'Loading images' });
    expect(spinner).toHaveClass('ant-spin', 'ant-spin-lg');
  });
});
