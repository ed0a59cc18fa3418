import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('downloads only while wanted, then renders without suspending', async () => {
    const load = vi.fn(async () => Greeting);
    const lazy = lazyComponent(load);
    function Host() {
      const [wanted, setWanted] = useState(false);
      const Loaded = lazy.useComponent(wanted);
      return (
        <>
          <button type="button" onClick={() => setWanted(true)}>
            want
          </button>
          {Loaded ? <Loaded name="Ada" /> : <p>not yet</p>}
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'want' }).click());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a preloaded component is there in the first render (what hydration needs)', async () => {
    const lazy = lazyComponent(async () => Greeting);
    await lazy.preload();
    expect(lazy.loaded()).toBe(Greeting);
    function Host() {
      const Loaded = lazy.useComponent(false);
      return Loaded ? <Loaded name="Grace" /> : <p>not yet</p>;
    }
    render(<Host />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('shares one download, and forgets a failed one so the next call retries', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const lazy = lazyComponent(load);
    await expect(lazy.preload()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeNull();
    const [a, b] = await Promise.all([lazy.preload(), lazy.preload()]);
    expect(a).toBe(Greeting);
    expect(b).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
