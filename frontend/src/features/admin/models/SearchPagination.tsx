import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { needsPagination, pageCount, visiblePageNumbers } from './pageNumbers';

interface SearchPaginationProps {
  page: number;
  totalResults: number;
  disabled?: boolean;
  onChange: (page: number) => void;
}

/**
 * Pages of the provider search: shown only when the results exceed one page of 30, with at
 * most 5 page numbers around the current page plus Previous and Next.
 */
export function SearchPagination({
  page,
  totalResults,
  disabled,
  onChange,
}: SearchPaginationProps) {
  if (!needsPagination(totalResults)) return null;
  const pages = pageCount(totalResults);
  return (
    <nav aria-label="Search result pages">
      <Flex gap={4} justify="center" wrap>
        <Button
          icon={<LeftOutlined aria-hidden />}
          disabled={disabled || page <= 1}
          onClick={() => onChange(page - 1)}
        >
          Previous
        </Button>
        {visiblePageNumbers(page, pages).map((number) => (
          <Button
            key={number}
            type={number === page ? 'primary' : 'default'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            disabled={disabled}
            onClick={() => number !== page && onChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          disabled={disabled || page >= pages}
          onClick={() => onChange(page + 1)}
        >
          Next
        </Button>
      </Flex>
    </nav>
  );
}
