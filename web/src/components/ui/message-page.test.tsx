import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../testing/render';
import { MessagePage } from './message-page';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

describe('MessagePage', () => {
  it('shows the message and a link home in the page language', () => {
    renderInRouter(<MessagePage title="Article Not Found" message="The article you're looking for could not be found." />, {
      lang: 'ro',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Înapoi la prima pagină' })).toHaveAttribute('href', '/ro');
  });
});
