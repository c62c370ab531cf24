import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

/** Renders a page component inside a data router (the layout uses useNavigation). */
export function renderInRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [path],
    future: { v7_relativeSplatPath: true, v7_partialHydration: true },
  });
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}
