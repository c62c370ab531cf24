import { useEffect } from 'react';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { parsePage } from './paging';

/**
 * A later page of a listing opened directly gets the prerendered first page's HTML and data: it
 * hydrates with them (so the markup matches), then loads the page the address asks for.
 * `loadedPage` is the page the loader's data is of, null when there is none.
 */
export function useLoadAddressedPage(loadedPage: number | null): void {
  const [params] = useSearchParams();
  const { revalidate, state } = useRevalidator();
  const wanted = parsePage(params.get('page'));
  useEffect(() => {
    if (loadedPage !== null && wanted !== loadedPage && state === 'idle') revalidate();
  }, [loadedPage, wanted, revalidate, state]);
}
