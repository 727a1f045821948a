import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The token of a mailed link (`?token=…`), read once. The address is cleaned at once (history
 * replaced), so the token does not stay in the browser's history, a bookmark or a shared screen.
 */
export function useLinkToken(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token')?.trim() || null);

  useEffect(() => {
    if (!searchParams.has('token')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  return token;
}
