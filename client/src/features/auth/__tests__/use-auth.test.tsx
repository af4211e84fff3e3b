import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth-context';

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
