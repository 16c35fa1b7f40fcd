import {afterEach, describe, expect, it, vi} from 'vitest';
import {installStorageFallback, STORAGE_WARNING} from '../../src/plugins/storage-fallback/client';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realStorage);
  vi.restoreAllMocks();
});

describe('storage fallback', () => {
  it('leaves working storage alone and warns about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = window.localStorage;
    installStorageFallback();
    expect(window.localStorage).toBe(before);
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes storage that throws absent instead, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    installStorageFallback();
    expect(window.localStorage).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(STORAGE_WARNING);
  });
});
