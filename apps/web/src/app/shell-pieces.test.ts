import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginOpensOnLoad } from './login-modal-host.js';
import { makeBoot } from './testing/render-app.js';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('loginOpensOnLoad', () => {
  const visitor = makeBoot();
  it('is true for /careers/login, show_login_modal=1|true and a protected page, logged out', () => {
    expect(loginOpensOnLoad(visitor, at('/careers/login'), {})).toBe(true);
    expect(loginOpensOnLoad(visitor, at('/careers', '?show_login_modal=1'), {})).toBe(true);
    expect(loginOpensOnLoad(visitor, at('/careers', '?show_login_modal=TRUE'), {})).toBe(true);
    expect(loginOpensOnLoad(visitor, at('/careers/settings'), { protected: true })).toBe(true);
    expect(loginOpensOnLoad(visitor, at('/careers'), {})).toBe(false);
    expect(loginOpensOnLoad(visitor, at('/careers', '?show_login_modal=0'), {})).toBe(false);
  });

  it('is false when signed in or when candidate login is off', () => {
    const candidate = makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } });
    const noLogin = makeBoot({ config: { loginSignupConfig: { candidateLoginEnabled: false } } });
    expect(loginOpensOnLoad(candidate, at('/careers/login'), {})).toBe(false);
    expect(loginOpensOnLoad(noLogin, at('/careers/login'), {})).toBe(false);
  });
});

describe('preloadFirstRenderPieces', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  async function pieces() {
    const { preloadFirstRenderPieces } = await import('./shell-pieces.js');
    const { accountMenu } = await import('./shell/navbar.js');
    const { loginModal } = await import('./login-modal-host.js');
    return { preloadFirstRenderPieces, accountMenu, loginModal };
  }

  it('a visitor on /careers waits for nothing', async () => {
    const { preloadFirstRenderPieces, accountMenu, loginModal } = await pieces();
    await preloadFirstRenderPieces(makeBoot(), at('/careers'), {});
    expect(accountMenu.loaded()).toBeNull();
    expect(loginModal.loaded()).toBeNull();
  });

  it('a signed-in page waits for no account menu: its first render is the plain stand-in button', async () => {
    const { preloadFirstRenderPieces, accountMenu, loginModal } = await pieces();
    const boot = makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } });
    await preloadFirstRenderPieces(boot, at('/careers/profile'), { protected: true });
    expect(accountMenu.loaded()).toBeNull();
    expect(loginModal.loaded()).toBeNull();
  });

  it('a page that opens the dialog has it ready', async () => {
    const { preloadFirstRenderPieces, accountMenu, loginModal } = await pieces();
    await preloadFirstRenderPieces(makeBoot(), at('/careers/login'), {});
    expect(loginModal.loaded()).not.toBeNull();
    expect(accountMenu.loaded()).toBeNull();
  });
});
