import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './not-found.tsx';

describe('NotFoundPage', () => {
  it('shows the spec text and a link home', () => {
    render(
      <Router hook={memoryLocation({ path: '/nope' }).hook}>
        <NotFoundPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you are looking for doesn't exist or may have been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/home');
  });
});
