import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p>
        at {pathname} by {useNavigationType()}
      </p>
      <Link to="/en/about">About</Link>
      <Link to="/en">Home</Link>
      <Link to="/en/careers" target="_blank">
        Careers
      </Link>
    </>
  );
}

function renderAt(path: string, element = <Page />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

describe('Link', () => {
  it('renders its path as the href', () => {
    renderAt('/en');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
  });

  it('navigates in the app on a plain click', async () => {
    renderAt('/en');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('at /en/about by PUSH')).toBeInTheDocument();
  });

  it('replaces the entry when the link leads to the page shown', async () => {
    const router = renderAt('/en/about');
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('at /en/about by REPLACE')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves modified clicks, other buttons and other targets to the browser', () => {
    const router = renderAt('/en');
    const about = screen.getByRole('link', { name: 'About' });
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(about, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Careers' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/en');
    expect(fireEvent.click(about)).toBe(false);
  });

  it('runs its own click handler first, which may keep the router out', () => {
    const keepOut = (event: { preventDefault: () => void }) => {
      event.preventDefault();
    };
    const router = renderAt(
      '/en',
      <Link to="/en/about" onClick={keepOut}>
        About
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/en');
  });
});
