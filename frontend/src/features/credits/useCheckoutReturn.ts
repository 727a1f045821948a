import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CheckoutReturn,
  hasCheckoutParams,
  readCheckoutReturn,
  withoutCheckoutParams,
} from './checkoutReturn';

/**
 * The return from the hosted checkout this visit came with, read once. The address is cleaned
 * at once (history replaced), so a reload or a bookmark never confirms or announces it again.
 */
export function useCheckoutReturn(): CheckoutReturn | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutReturn] = useState(() => readCheckoutReturn(searchParams));

  useEffect(() => {
    if (hasCheckoutParams(searchParams)) {
      setSearchParams(withoutCheckoutParams(searchParams), { replace: true });
    }
  }, [searchParams, setSearchParams]);

  return checkoutReturn;
}
