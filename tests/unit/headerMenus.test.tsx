// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopNav } from '@/components/layout/DesktopNav';
import { Header } from '@/components/layout/Header';
import { allMenus } from '@/components/layout/menuData';
import { MobileMenuFallback } from '@/components/layout/MobileMenuFallback';
import { navBar } from '@/components/layout/navData';
import { site } from '@/data/site';

const routeChangeHandlers = vi.hoisted(() => new Set<() => void>());
vi.mock('next/router', () => {
  const events = {
    on: (_name: string, handler: () => void) => routeChangeHandlers.add(handler),
    off: (_name: string, handler: () => void) => routeChangeHandlers.delete(handler),
  };
  const router = { events, push: () => Promise.resolve(true), prefetch: () => Promise.resolve() };
  return { default: router, useRouter: () => router };
});

afterEach(cleanup);

const hrefsIn = (html: string) => new Set([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, '&')));
const trigger = (name: string) => screen.getByRole('button', { name });
const panel = (id: string) => screen.getByTestId(`dropdown-${id}`);

describe('the header', () => {
  it('marks its menus static in the server HTML (CSS opens them) and interactive once hydrated', () => {
    expect(renderToString(<Header />)).toContain('data-menus="static"');
    render(<Header />);
    expect(screen.getByRole('banner').dataset.menus).toBe('interactive');
  });
});

describe('the desktop dropdowns (hand-written disclosure panels)', () => {
  it('render every dropdown link, event and featured item into the server HTML', () => {
    const hrefs = hrefsIn(renderToString(<DesktopNav />));
    for (const menu of allMenus) {
      for (const link of [...menu.desktopLinks, ...menu.events]) expect(hrefs, link.href).toContain(link.href);
      for (const item of menu.featured) expect(hrefs, item.link).toContain(item.link);
    }
    expect(hrefs).toContain(navBar.contact.href);
  });

  it('keep every panel closed until its item is hovered, and one open at a time', () => {
    render(<DesktopNav />);
    for (const menu of allMenus) expect(panel(menu.id).dataset.open).toBe('false');
    const industries = trigger('Industries').closest('li')!;
    fireEvent.mouseEnter(industries);
    expect(panel('industries').dataset.open).toBe('true');
    expect(trigger('Industries').getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseEnter(trigger('About').closest('li')!);
    expect(panel('industries').dataset.open).toBe('false');
    expect(panel('about').dataset.open).toBe('true');
    fireEvent.mouseLeave(trigger('About').closest('li')!);
    expect(panel('about').dataset.open).toBe('false');
  });

  it('open from the keyboard: ArrowDown focuses the first link, Escape closes and returns focus', () => {
    render(<DesktopNav />);
    const capabilities = trigger('Capabilities');
    capabilities.focus();
    fireEvent.keyDown(capabilities, { key: 'ArrowDown' });
    expect(panel('capabilities').dataset.open).toBe('true');
    const firstLink = within(panel('capabilities')).getAllByRole('link')[0];
    expect(document.activeElement).toBe(firstLink);
    fireEvent.keyDown(firstLink, { key: 'Escape' });
    expect(panel('capabilities').dataset.open).toBe('false');
    expect(document.activeElement).toBe(capabilities);
  });

  it('close when focus leaves the item, and on any route change', () => {
    render(<DesktopNav />);
    const careers = trigger('Careers');
    fireEvent.click(careers);
    expect(panel('careers').dataset.open).toBe('true');
    fireEvent.blur(careers.closest('li')!, { relatedTarget: trigger('About') });
    expect(panel('careers').dataset.open).toBe('false');
    fireEvent.click(careers);
    expect(panel('careers').dataset.open).toBe('true');
    act(() => routeChangeHandlers.forEach((handler) => handler()));
    expect(panel('careers').dataset.open).toBe('false');
  });

  it('load featured images lazily, with their size reserved', () => {
    render(<DesktopNav />);
    const images = within(panel('industries')).getAllByRole('presentation');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '90']);
    }
  });
});

describe('the mobile menu in HTML (what the hamburger reaches before or without scripts)', () => {
  it('carries every mobile link, each event, Contact and the company e-mail', () => {
    const html = renderToString(<MobileMenuFallback />);
    const hrefs = hrefsIn(html);
    for (const menu of allMenus) for (const link of [...menu.mobileLinks, ...menu.events]) expect(hrefs, link.href).toContain(link.href);
    expect(hrefs).toContain(navBar.contact.href);
    expect(hrefs).toContain(`mailto:${site.email}`);
  });

  it('is the hamburger anchor’s target, with one native disclosure per section sharing a name', () => {
    const { container } = render(<MobileMenuFallback />);
    expect(container.querySelector('#site-menu')).not.toBeNull();
    const sections = [...container.querySelectorAll('details')];
    expect(sections.map((section) => section.querySelector('summary')?.textContent)).toEqual(allMenus.map((menu) => menu.label));
    expect(new Set(sections.map((section) => section.getAttribute('name'))).size).toBe(1);
    expect(sections.every((section) => !section.open)).toBe(true);
    expect(screen.getByRole('link', { name: 'Close menu' }).getAttribute('href')).toBe('#main');
  });
});
