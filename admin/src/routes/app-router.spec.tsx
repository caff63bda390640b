import { render, screen } from '@testing-library/react';
import { useCanBlock } from 'react-admin';
import { RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './app-router';

const Probe = () => {
  const canBlock = useCanBlock();
  const { pathname } = useLocation();
  return <p>{`${pathname}: ${canBlock ? 'navigation can be held' : 'navigation cannot be held'}`}</p>;
};

describe('createAppRouter (the browser entry)', () => {
  it('mounts the app at every path under a data router, so screens can hold in-app navigation', () => {
    window.history.replaceState(null, '', '/automation/sequences/s1/designer');
    render(<RouterProvider router={createAppRouter(<Probe />)} />);
    expect(screen.getByText('/automation/sequences/s1/designer: navigation can be held')).toBeInTheDocument();
  });
});
