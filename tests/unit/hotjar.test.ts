// @vitest-environment jsdom
import Hotjar from '@hotjar/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotjarSiteId } from '@/lib/analytics/hotjarSiteId';
import { hotjarInitScript, HOTJAR_VERSION } from '@/lib/analytics/hotjarSnippet';
import { clearHotjarStorage } from '@/lib/analytics/hotjarStorage';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

describe('Hotjar', () => {
  it('inserts exactly the loader the server allows by hash, with version 6', () => {
    // jsdom runs no scripts, so init reports (and logs) failure; what matters here is what it inserted.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Hotjar.init(3900001, HOTJAR_VERSION);
    const inserted = document.getElementById('hotjar-init-script') as HTMLScriptElement;
    expect(inserted.innerText || inserted.textContent).toBe(hotjarInitScript(3900001));
    expect(HOTJAR_VERSION).toBe(6);
    expect(hotjarInitScript(3900001)).toContain('hjid:3900001,hjsv:6');
  });

  it('is off without a valid site id', () => {
    expect(hotjarSiteId('')).toBeNull();
    expect(hotjarSiteId(undefined)).toBeNull();
    expect(hotjarSiteId('abc')).toBeNull();
    expect(hotjarSiteId('-4')).toBeNull();
    expect(hotjarSiteId('3900001')).toBe(3900001);
  });

  it("clears Hotjar's storage after withdrawal and leaves the rest", () => {
    localStorage.setItem('_hjSessionUser_3900001', 'x');
    localStorage.setItem('firebase:authUser', 'keep');
    sessionStorage.setItem('_hjSession_3900001', 'x');
    clearHotjarStorage();
    expect(localStorage.getItem('_hjSessionUser_3900001')).toBeNull();
    expect(sessionStorage.getItem('_hjSession_3900001')).toBeNull();
    expect(localStorage.getItem('firebase:authUser')).toBe('keep');
  });
});
