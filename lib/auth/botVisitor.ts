import { isbot } from 'isbot';

/**
 * Crawlers, previews and automated browsers: they get no auth listener, no consent banner and no
 * measurement. `navigator.webdriver` also marks browsers driven by tests, which opt back in.
 */
export function isBotVisitor(nav: Pick<Navigator, 'userAgent' | 'webdriver'> = navigator): boolean {
  return nav.webdriver === true || isbot(nav.userAgent);
}
