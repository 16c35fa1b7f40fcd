import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import Loading from '../../../src/theme/Loading';

const base = {isLoading: false, pastDelay: true, timedOut: false};

describe('page loader', () => {
  it('shows a load failure as an alert with the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    render(<Loading {...base} error={new Error('Loading chunk 42 failed.')} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk 42 failed.');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('leaves the loading state to the stock loader', () => {
    render(<Loading {...base} isLoading error={null} retry={vi.fn()} />);
    expect(screen.getByTestId('stock-loading')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
