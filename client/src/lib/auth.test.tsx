import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth';

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    // React 19 rethrows from render() and logs nothing: no console.error is expected here
    expect(() => render(<Reader />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
